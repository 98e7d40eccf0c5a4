import type { FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Limits, Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { deletedFolderReviveRequested, newFolderDialogClosed, newFolderNameChanged, newFolderSaveRequested, selectNewFolder } from './foldersSlice';

export function NewFolderDialog() {
  const dispatch = useAppDispatch();
  const { open, name, pending, deletedName } = useAppSelector(selectNewFolder);
  const canSave = name.trim() !== '' && !pending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSave) dispatch(newFolderSaveRequested());
  };

  return (
    <Modal opened={open} onClose={() => dispatch(newFolderDialogClosed())} title="New folder">
      <form onSubmit={submit}>
        <Stack>
          <TextInput label="Folder name" data-autofocus value={name} maxLength={Limits.nameMaxLength} onChange={(e) => dispatch(newFolderNameChanged(e.currentTarget.value))} />
          {deletedName && (
            <Alert color="orange" role="alert">
              <Stack gap="xs" align="flex-start">
                {Messages.folderExistsDeleted}
                <Button size="xs" loading={pending} onClick={() => dispatch(deletedFolderReviveRequested())}>
                  Revive
                </Button>
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => dispatch(newFolderDialogClosed())}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSave && !pending} loading={pending && !deletedName}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
