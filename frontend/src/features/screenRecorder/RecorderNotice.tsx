// A full-window message of the exporter page: nothing to play, a sign-in needed, a load that failed.
import type { ReactNode } from 'react';
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';

export function RecorderNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center component="main" h="100vh" bg="gray.1" p="md">
      <Paper withBorder radius="lg" p="xl" maw={520}>
        <Stack gap="sm" ta="center" align="center">
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

export function RecorderLoading() {
  return (
    <Center component="main" h="100vh" bg="dark.9">
      <Loader color="gray.0" aria-label="Loading..." />
    </Center>
  );
}

export function NoticeText({ children }: { children: ReactNode }) {
  return <Text c="gray.8">{children}</Text>;
}
