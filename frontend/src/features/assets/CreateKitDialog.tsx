import { useState } from 'react';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { kitSlugOf } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { kitCreateSubmitted } from './assetsSlice';

/** Kit create: a name is needed, and the URL name it maps to (spaces as dashes) is shown as it is typed. */
export function CreateKitDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const missing = name.trim() === '';
  const submit = () => {
    setTried(true);
    if (missing) return;
    dispatch(kitCreateSubmitted({ name: name.trim() }));
    setName('');
    setTried(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Create kit">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextInput label="Kit name" value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus withAsterisk error={tried && missing ? 'A kit needs a name.' : null} maxLength={200} />
        <Text size="sm" c="dimmed" mt="xs">
          URL name: {missing ? '—' : kitSlugOf(name)}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Create kit</Button>
        </Group>
      </form>
    </Modal>
  );
}
