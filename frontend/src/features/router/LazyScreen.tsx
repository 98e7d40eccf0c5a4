import { Component, Suspense, type ReactNode } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { FullPageLoader } from '../layout/FullPageLoader';

/**
 * A screen whose code never arrived (the network dropped, or a new version replaced the files while the
 * tab was open) would otherwise leave a blank page: say so, with the way out.
 */
class ScreenFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center h="100vh">
        <Stack align="center" gap="sm">
          <Text>This screen could not be shown.</Text>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
        </Stack>
      </Center>
    );
  }
}

/** A screen whose code loads when it is first opened (lazyPage): a loader meanwhile. */
export function LazyScreen({ children }: { children: ReactNode }) {
  return (
    <ScreenFailure>
      <Suspense fallback={<FullPageLoader label="Loading" />}>{children}</Suspense>
    </ScreenFailure>
  );
}
