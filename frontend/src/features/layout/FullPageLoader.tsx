import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm">
        <Loader aria-label={label} />
        <Text c="dimmed">{label}…</Text>
      </Stack>
    </Center>
  );
}
