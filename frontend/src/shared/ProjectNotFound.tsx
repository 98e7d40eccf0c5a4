// What a project screen shows when no project has the id or name in its address.
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';

export function ProjectNotFound() {
  return (
    <Center py={80} px="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconFileUnknown size={30} aria-hidden />
          </ThemeIcon>
          <Title order={2}>Project not found</Title>
          <Text c="dimmed">No project has that id or name. It may have been renamed, or the link is mistyped.</Text>
          <Button component="a" href="#/home" variant="light">
            Back to the dashboard
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
