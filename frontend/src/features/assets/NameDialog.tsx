import { useEffect, useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';

/** One name to type (a folder, a file): Save is refused while it is empty. */
export function NameDialog({
  opened,
  onClose,
  title,
  label,
  initial,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  label: string;
  initial: string;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState(initial);
  useEffect(() => {
    if (opened) setName(initial);
  }, [opened, initial]);
  const empty = name.trim() === '';
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!empty) {
            onSave(name.trim());
            onClose();
          }
        }}
      >
        <TextInput label={label} value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus maxLength={200} withAsterisk />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={empty}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
