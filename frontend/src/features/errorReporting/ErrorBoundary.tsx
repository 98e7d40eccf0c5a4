import { Component, type ErrorInfo as ReactErrorInfo, type ReactNode } from 'react';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ErrorInfo } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { infoOfRenderError } from './clientErrors';
import { clientErrorCaught } from './errorReportingSagas';

interface Props {
  readonly onError: (info: ErrorInfo) => void;
  readonly children: ReactNode;
}

class Boundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ReactErrorInfo): void {
    this.props.onError(infoOfRenderError(error, info.componentStack, window.location.hash || '#/'));
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Center py={80} px="md">
        <Paper withBorder radius="lg" p="xl" maw={520}>
          <Stack align="center" ta="center" gap="sm">
            <Title order={1} size="h2">
              Something went wrong on this screen
            </Title>
            <Text>The error was reported. Reloading the page usually helps.</Text>
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
}

/** Catches what a screen throws while drawing, reports it to the error log, and offers a reload. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  return <Boundary onError={(info) => dispatch(clientErrorCaught(info))}>{children}</Boundary>;
}
