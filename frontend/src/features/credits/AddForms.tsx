// Add new credit (name and role both required, spec 002 section 5; the roles offered) and Add new
// section. Each adds to the end of the list, from where it can be dragged into place.
import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { CREDIT_ROLES, type CreditItem } from '@wb/contracts';

const newId = (): string => crypto.randomUUID();

export function AddCreditForm({ onAdd }: { onAdd(item: CreditItem): void }) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<string | null>(null);
  const [attribution, setAttribution] = useState(false);
  const [shareAlike, setShareAlike] = useState(false);
  const ready = name.trim() !== '' && role !== null;
  const add = () => {
    if (!ready) return;
    onAdd({ id: newId(), type: 'entry', name: name.trim(), role, attribution, shareAlike });
    setName('');
    setRole(null);
    setAttribution(false);
    setShareAlike(false);
  };
  return (
    <Stack gap="xs" component="form" onSubmit={(e) => (e.preventDefault(), add())} aria-label="Add new credit">
      <Title order={3} size="h5">
        Add new credit
      </Title>
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} />
      <Select label="Role" placeholder="Choose a role" data={[...CREDIT_ROLES]} value={role} onChange={setRole} allowDeselect={false} />
      <Group gap="md">
        <Checkbox label="Attribution" checked={attribution} onChange={(e) => setAttribution(e.currentTarget.checked)} />
        <Checkbox label="Share-alike" checked={shareAlike} onChange={(e) => setShareAlike(e.currentTarget.checked)} />
      </Group>
      <Button type="submit" disabled={!ready} variant="light">
        Add credit
      </Button>
    </Stack>
  );
}

export function AddSectionForm({ onAdd }: { onAdd(item: CreditItem): void }) {
  const [title, setTitle] = useState('');
  const add = () => {
    if (title.trim() === '') return;
    onAdd({ id: newId(), type: 'section', title: title.trim() });
    setTitle('');
  };
  return (
    <Stack gap="xs" component="form" onSubmit={(e) => (e.preventDefault(), add())} aria-label="Add new section">
      <Title order={3} size="h5">
        Add new section
      </Title>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label="Section title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} style={{ flex: 1 }} />
        <Button type="submit" disabled={title.trim() === ''} variant="light">
          Add section
        </Button>
      </Group>
    </Stack>
  );
}
