// A screen that cannot work in a narrow window (the scene editor: a stage between two panels above a
// timeline) says so plainly there, with the way back, instead of squeezing its stage to nothing.
import type { ReactNode } from 'react';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery, useViewportSize } from '@mantine/hooks';
import { IconArrowLeft, IconArrowsHorizontal } from '@tabler/icons-react';

function TooNarrow({ title, minWidth, back }: { title: string; minWidth: number; back: { href: string; label: string } }) {
  const { width } = useViewportSize();
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder radius="lg" p="xl" maw={440}>
        <Stack align="center" ta="center" gap="sm">
          <IconArrowsHorizontal size={40} aria-hidden />
          <Title order={1} size="h3">
            {title} needs a wider window
          </Title>
          <Text>
            {title} needs a window at least {minWidth}&nbsp;px wide{width > 0 ? `; this one is ${width}\u00a0px` : ''}. Widen the window, or open it on a larger screen.
          </Text>
          <Button component="a" href={back.href} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {back.label}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * `children` only in a window at least `minWidth` px wide; below it, a message naming what is needed
 * and a link back. Read when first drawn (not after an effect), so a narrow window never mounts the
 * screen for one frame; narrowing the window later leaves the screen as any navigation would.
 */
export function WideScreenOnly({ title, minWidth, back, children }: { title: string; minWidth: number; back: { href: string; label: string }; children: ReactNode }) {
  const wide = useMediaQuery(`(min-width: ${minWidth}px)`, true, { getInitialValueInEffect: false });
  return wide ? children : <TooNarrow title={title} minWidth={minWidth} back={back} />;
}
