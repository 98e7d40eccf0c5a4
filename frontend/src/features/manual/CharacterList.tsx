import { Stack, Text } from '@mantine/core';
import { characterGroups } from './characters';

/** The characters the handwriting font can write, by kind. */
export function CharacterList() {
  return (
    <Stack gap="sm" my="md">
      {characterGroups().map((group) => (
        <div key={group.name}>
          <Text size="sm" fw={600}>
            {group.name} ({group.characters.length})
          </Text>
          <Text ff="monospace" size="md" style={{ wordSpacing: '0.35em', overflowWrap: 'anywhere' }} lang="und">
            {group.characters.join(' ')}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
