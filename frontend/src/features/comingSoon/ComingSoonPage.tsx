import { Badge, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';

/** A screen of later work: says plainly that it is not built yet. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <Center py={80} px="md">
      <Paper withBorder radius="lg" p="xl" maw={520}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconHourglassHigh size={30} aria-hidden />
          </ThemeIcon>
          <Badge variant="light">Coming in a later release</Badge>
          <Title order={2}>{title}</Title>
          <Text>{description}</Text>
          <Text c="dimmed" size="sm">
            This screen is not part of this release yet.
          </Text>
          <Button component="a" href="#/home" variant="light">
            Back to the dashboard
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
