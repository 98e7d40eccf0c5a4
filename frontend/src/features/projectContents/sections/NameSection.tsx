import { useEffect, useState } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ContentsSectionProps } from '../contentsSections';
import { useSetting } from '../useSetting';

/**
 * The learning site's status of a project (spec 000 section 9: 1 Live, 0 Draft, -1 not linked). The
 * link itself comes in a later issue: until then every project is not linked (docs/decisions/projectContents.md).
 */
export const LEARNING_STATUS_LABEL: Readonly<Record<number, string>> = { 1: 'Live', 0: 'Draft', [-1]: 'Not linked' };
const NOT_LINKED = -1;

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
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          Learning site
        </Text>
        <Badge variant="outline" color="gray" data-testid="learning-status">
          {LEARNING_STATUS_LABEL[NOT_LINKED]}
        </Badge>
      </Group>
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
