// Where a panel of the panels work goes (Layers, Properties, Timeline) while it is not merged yet.
import { Center, Text } from '@mantine/core';

export function PanelRegion({ name }: { name: string }) {
  return (
    <Center p="md" h="100%" data-region={name}>
      <Text size="sm" c="dimmed">{name} panel</Text>
    </Center>
  );
}
