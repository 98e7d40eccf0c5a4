import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LearningStatusLine } from '../../learning/LearningStatusLine';
import type { ContentsSectionProps } from '../contentsSections';
import { useSetting } from '../useSetting';

/** The name, editable: Save only with a non-empty changed name (spec 000 section 5). */
export function NameSection({ project }: ContentsSectionProps) {
  const { canEdit, pending, send } = useSetting('name');
  const [name, setName] = useState(project.name);
  useEffect(() => setName(project.name), [project.name]);
  const trimmed = name.trim();
  const changed = trimmed !== '' && trimmed !== project.name;
  const save = () => changed && send({ call: 'updateName', input: { projectID: project.projectID, name: trimmed } });
  return (
    <Stack gap="sm">
      <LearningStatusLine projectID={project.projectID} />
      {canEdit ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Group align="flex-end" wrap="nowrap" gap="sm">
            <TextInput label="Project name" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} style={{ flex: 1 }} />
            <Button type="submit" disabled={!changed} loading={pending}>
              Save
            </Button>
          </Group>
        </form>
      ) : (
        <Text fw={600}>{project.name}</Text>
      )}
    </Stack>
  );
}
