import type { FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Limits, Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { createRequested, dialogClosed, joinRequested, nameChanged, reviveRequested, selectCanCreate, selectNewProject } from './newProjectSlice';

export function NewProjectDialog() {
  const dispatch = useAppDispatch();
  const { open, name, pending, conflict } = useAppSelector(selectNewProject);
  const canCreate = useAppSelector(selectCanCreate);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canCreate) dispatch(createRequested());
  };

  return (
    <Modal opened={open} onClose={() => dispatch(dialogClosed())} title="New project" size="md">
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Project name"
            placeholder="e.g. Photosynthesis explained"
            data-autofocus
            value={name}
            maxLength={Limits.nameMaxLength}
            onChange={(e) => dispatch(nameChanged(e.currentTarget.value))}
          />
          {conflict?.kind === 'deleted' && (
            <Alert color="orange" role="alert">
              <Stack gap="xs" align="flex-start">
                {Messages.projectExistsDeleted}
                <Button size="xs" loading={pending === 'revive'} onClick={() => dispatch(reviveRequested())}>
                  Revive
                </Button>
              </Stack>
            </Alert>
          )}
          {conflict?.kind === 'taken' && (
            <Alert color="blue" role="alert">
              <Stack gap="xs" align="flex-start">
                {Messages.projectExists}
                <Button size="xs" loading={pending === 'join'} onClick={() => dispatch(joinRequested())}>
                  Join project
                </Button>
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => dispatch(dialogClosed())}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canCreate && pending !== 'create'} loading={pending === 'create'}>
              Create project
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
