import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { isProjectAdmin, ProjectStatus } from '@wb/contracts';
import { useAppSelector } from '../../../app/hooks';
import { StatusBadge } from '../../../shared/StatusBadge';
import { selectPermissions } from '../../auth/authSlice';
import type { ContentsSectionProps } from '../contentsSections';
import { useMyUserID, useSetting } from '../useSetting';

/**
 * The status with Archive, Reactivate and Delete (spec 000 section 4): only owners and admins; Delete
 * after a confirmation, and then home.
 */
export function StatusSection({ project }: ContentsSectionProps) {
  const { pending, send } = useSetting('status');
  const me = useMyUserID();
  const grants = useAppSelector(selectPermissions);
  const [confirming, setConfirming] = useState(false);
  const owner = project.members.some((m) => m.userID === me && m.owner);
  const mayManage = isProjectAdmin(grants) || owner;
  const to = (status: ProjectStatus) => send({ call: 'updateStatus', input: { projectID: project.projectID, status } });

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text size="sm">This project is</Text>
        <StatusBadge status={project.status} />
      </Group>
      {mayManage ? (
        <Group gap="sm">
          {project.status === ProjectStatus.Active && (
            <Button variant="light" loading={pending} onClick={() => to(ProjectStatus.Archived)}>
              Archive
            </Button>
          )}
          {project.status !== ProjectStatus.Active && (
            <Button variant="light" color="teal" loading={pending} onClick={() => to(ProjectStatus.Active)}>
              Reactivate
            </Button>
          )}
          {project.status > ProjectStatus.Deleted && (
            <Button variant="subtle" color="red" disabled={pending} onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Only the project owners and admins may archive, reactivate or delete it.
        </Text>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this project?" centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setConfirming(false);
            to(ProjectStatus.Deleted);
          }}
        >
          <Stack gap="md">
            <Text>
              Delete <strong>{project.name}</strong>? It leaves the dashboard; an admin can revive it later.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red" data-autofocus>
                Delete project
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
