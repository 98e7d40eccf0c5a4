import { useState } from 'react';
import { Alert, Button, Divider, Group, Modal, Pill, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Messages, RoleNames, type User } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectDialogUser, selectUserDialog, userDialogClosed, userEditRequested, type UserEdit } from './usersSlice';

function UserEditor({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const { pending } = useAppSelector(selectUserDialog);
  const [email, setEmail] = useState(user.email);
  const [slackId, setSlackId] = useState(user.data.slackId ?? '');
  const [role, setRole] = useState<string | null>(null);
  const edit = (e: UserEdit) => dispatch(userEditRequested({ userID: user.userID, edit: e }));
  const roleOptions = RoleNames.filter((r) => !user.data.roles.includes(r));

  return (
    <Stack>
      {user.data.deactivated ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={Messages.userDeactivatedBanner}>
          <Button size="xs" color="teal" mt="xs" loading={pending === 'toggleActive'} onClick={() => edit({ kind: 'toggleActive' })}>Reactivate</Button>
        </Alert>
      ) : (
        <Group justify="space-between">
          <Text size="sm">User ID {user.userID} · active account</Text>
          <Button size="xs" variant="light" color="red" loading={pending === 'toggleActive'} onClick={() => edit({ kind: 'toggleActive' })}>Deactivate</Button>
        </Group>
      )}
      <Divider />
      <Group align="flex-end" gap="xs">
        <TextInput label="Email" type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} flex={1} />
        <Button variant="light" disabled={email.trim() === '' || email.trim() === user.email} loading={pending === 'email'}
          onClick={() => edit({ kind: 'email', email: email.trim() })}>Save email</Button>
      </Group>
      <Divider label="Roles" labelPosition="left" />
      <Group gap="xs">
        {user.data.roles.length === 0 && <Text size="sm" c="dimmed">No roles yet.</Text>}
        {user.data.roles.map((r) => (
          <Pill key={r} withRemoveButton onRemove={() => edit({ kind: 'removeRole', role: r })}
            removeButtonProps={{ 'aria-label': `Remove role ${r}` }}>{r}</Pill>
        ))}
      </Group>
      <Group align="flex-end" gap="xs">
        <Select label="Add a role" placeholder="Choose a role" data={roleOptions} value={role} onChange={setRole} flex={1} />
        <Button variant="light" disabled={!role} loading={pending === 'addRole'} onClick={() => {
          if (role) edit({ kind: 'addRole', role });
          setRole(null);
        }}>Add role</Button>
      </Group>
      <Divider />
      <Group align="flex-end" gap="xs">
        <TextInput label="Slack ID" value={slackId} onChange={(e) => setSlackId(e.currentTarget.value)} flex={1} />
        <Button variant="light" disabled={slackId.trim() === '' || slackId.trim() === (user.data.slackId ?? '')} loading={pending === 'slackId'}
          onClick={() => edit({ kind: 'slackId', slackId: slackId.trim() })}>Save Slack ID</Button>
      </Group>
    </Stack>
  );
}

export function UserDialog() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectDialogUser);
  return (
    <Modal opened={user !== null} onClose={() => dispatch(userDialogClosed())} title={user ? user.fullName : 'User'} size="lg">
      {user && <UserEditor key={user.userID} user={user} />}
    </Modal>
  );
}
