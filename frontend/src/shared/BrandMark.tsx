import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconScribble } from '@tabler/icons-react';

export const PRODUCT_NAME = 'Whiteboard Studio';

export function BrandMark({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'xl' ? 40 : 32} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan' }}>
        <IconScribble size={size === 'xl' ? 24 : 20} aria-hidden />
      </ThemeIcon>
      <Text fw={800} size={size} style={{ letterSpacing: -0.3, whiteSpace: 'nowrap' }}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
