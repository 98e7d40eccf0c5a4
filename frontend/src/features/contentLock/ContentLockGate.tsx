import type { ReactNode } from 'react';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { useLockContentStatusQuery } from './contentLockApi';

/** The page shown instead of the asset library while the content lock is on (spec 001 section 2). */
export function AssetsMovedNotice() {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm" maw={520}>
        <IconLock size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={2} ta="center">The asset library has moved</Title>
        <Alert color="gray" role="status" w="100%"><Text ta="center">{Messages.assetsMoved}</Text></Alert>
      </Stack>
    </Center>
  );
}

/**
 * Shows its children unless the content lock is on. While the status is unknown it waits rather than
 * flash the library; if the status cannot be read, the library shows (its own calls then answer).
 */
export function ContentLockGate({ children }: { children: ReactNode }) {
  const { data, isLoading } = useLockContentStatusQuery({});
  if (isLoading) return <Center py={60}><Loader aria-label="Loading" /></Center>;
  if (data?.data.locked) return <AssetsMovedNotice />;
  return <>{children}</>;
}
