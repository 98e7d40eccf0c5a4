import { useEffect, useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { CREDIT_ROLES, type CreditEntry } from '@wb/contracts';
import { useCreditsDataQuery } from '../../credits/creditsApi';
import type { ContentsSectionProps } from '../contentsSections';
import { useSetting } from '../useSetting';

/**
 * The credit entries of the project (spec 000 section 5: name and role both needed; roles Voiceover,
 * Illustrator, Video Editor, Script Editor): entries of the credits document, so the credits page
 * shows them too.
 */
export function CreditsSection({ project }: ContentsSectionProps) {
  const { projectID } = project;
  const { canEdit, pending, saved, send } = useSetting('credit');
  const { data, isLoading, isError } = useCreditsDataQuery({ projectID });
  const [name, setName] = useState('');
  const [role, setRole] = useState<string | null>(null);
  useEffect(() => {
    setName('');
    setRole(null);
  }, [saved]);
  const entries = (data?.creditsData?.data.items ?? []).filter((i): i is CreditEntry => i.type === 'entry');
  const ready = name.trim() !== '' && role !== null;

  return (
    <Stack gap="sm">
      {isLoading ? (
        <Text c="dimmed">Loading credits…</Text>
      ) : isError ? (
        <Text c="red.9">The credits could not be loaded.</Text>
      ) : entries.length === 0 ? (
        <Text c="dimmed">No credits yet.</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Credit entries">
          {entries.map((entry) => (
            <Group key={entry.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <strong>{entry.name}</strong> · {entry.role}
              </Text>
              {canEdit && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove credit ${entry.name}`}
                  disabled={pending}
                  onClick={() => send({ call: 'removeCreditEntry', input: { projectID, creditID: entry.id } })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {canEdit && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) send({ call: 'addCreditEntry', input: { projectID, id: crypto.randomUUID(), name: name.trim(), role } });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput label="Credit name" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} style={{ flex: '1 1 160px' }} />
            <Select label="Role" data={[...CREDIT_ROLES]} value={role} onChange={setRole} placeholder="Choose a role" style={{ flex: '1 1 140px' }} comboboxProps={{ withinPortal: true }} />
            <Button type="submit" disabled={!ready} loading={pending}>
              Add credit
            </Button>
          </Group>
        </form>
      )}
      <Anchor href={`#/credits?projectID=${encodeURIComponent(projectID)}`} size="sm">
        Open the credits page
      </Anchor>
    </Stack>
  );
}
