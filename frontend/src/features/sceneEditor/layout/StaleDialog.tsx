// A save refused because someone saved the scene since it was opened: the server's message, and the
// two ways on. Reload drops the local changes, so it asks first; keeping mine saves them as a new
// version on top. Closing the dialog keeps the changes unsaved (the header says so); the next save asks again.
import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

export function StaleDialog({ message, onReload, onKeepMine, onClose }: { message: string | null; onReload(): void; onKeepMine(): void; onClose(): void }) {
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  return (
    <Modal opened={message !== null} onClose={close} title="This scene changed elsewhere" closeOnClickOutside={false}>
      {confirming ? (
        <>
          <Text size="sm">Reload the latest version? Your changes since your last save will be lost.</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Back
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                onReload();
              }}
            >
              Reload and lose my changes
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm">{message}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setConfirming(true)}>
              Reload
            </Button>
            <Button onClick={onKeepMine}>Keep mine as a new version</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
