// While the global content lock is on, every asset screen shows that the assets have moved and to
// contact the administrator (spec 001 section 2), instead of the library.
import type { ReactNode } from 'react';
import { Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { useAssetsLockStatusQuery } from './assetsApi';

export const ASSETS_MOVED = 'The assets have moved to another digital asset platform. Please contact your administrator for access.';

export function AssetsLockGate({ children }: { children: ReactNode }) {
  const { data, isLoading } = useAssetsLockStatusQuery(undefined);
  // Waits rather than flash the library; if the status cannot be read, the library shows.
  if (isLoading) return <Group gap="xs" p="md"><Loader size="sm" /><Text>{Messages.loadingText}</Text></Group>;
  if (!data?.data.locked) return children;
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm" maw={520}>
        <IconLock size={40} aria-hidden />
        <Title order={2} ta="center">The asset library has moved</Title>
        <Alert color="gray" role="status" w="100%"><Text ta="center">{ASSETS_MOVED}</Text></Alert>
      </Stack>
    </Center>
  );
}
