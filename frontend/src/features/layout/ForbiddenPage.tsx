import { Center, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';

/** A signed-in user without the grant a screen needs. */
export function ForbiddenPage({ grant }: { grant: string }) {
  return (
    <Center py={80} px="md">
      <Paper withBorder radius="lg" p="xl" maw={480}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconLock size={30} aria-hidden />
          </ThemeIcon>
          <Title order={2}>{Messages.youShallNotPass}</Title>
          <Text>
            This screen needs the grant <Code>{grant}</Code>, which your account does not hold.
          </Text>
          <Text c="dimmed" size="sm">
            Please contact an admin to get access.
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
