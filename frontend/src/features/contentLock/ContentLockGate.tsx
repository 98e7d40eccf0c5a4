// While the global content lock is on, every asset screen shows that the assets have moved and to
// contact the administrator (spec 001 section 2), instead of the library.
import type { ReactNode } from 'react';
import { Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { useLockContentStatusQuery } from './contentLockApi';

/** The page shown instead of the asset library (and a public kit) while the content lock is on. */
export function AssetsMovedNotice() {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm" maw={520}>
        <IconLock size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={2} ta="center">
          The asset library has moved
        </Title>
        <Alert color="gray" role="status" w="100%">
          <Text ta="center">{Messages.assetsMoved}</Text>
        </Alert>
      </Stack>
    </Center>
  );
}

/**
 * Shows its children unless the content lock is on. While the status is unknown it waits rather than
 * flash the library; if the status cannot be read, the library shows (its own calls then answer).
 */
export function ContentLockGate({ children }: { children: ReactNode }) {
  const { data, isLoading } = useLockContentStatusQuery();
  if (isLoading)
    return (
      <Group gap="xs" p="md">
        <Loader size="sm" />
        <Text>{Messages.loadingText}</Text>
      </Group>
    );
  if (data?.data.locked) return <AssetsMovedNotice />;
  return <>{children}</>;
}
