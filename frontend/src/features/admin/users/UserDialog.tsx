import { useState, type FormEvent } from 'react';
import { Alert, Button, Divider, Group, Modal, Pill, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Messages, RoleNames, type User } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../auth/authSlice';
import { HistoryButton } from '../../history/HistoryLinks';
import { useAdminUsersQuery } from './usersApi';
import { selectUserDialog, userDialogClosed, userEditRequested, type UserEdit } from './usersSlice';

/** One text setting with its own Save: Enter saves it, and Save is enabled only for a changed, non-empty value. */
function SavedField({
  label,
  type = 'text',
  initial,
  saveLabel,
  pending,
  onSave,
}: {
  label: string;
  type?: string;
  initial: string;
  saveLabel: string;
  pending: boolean;
  onSave: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const changed = value.trim() !== '' && value.trim() !== initial;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (changed) onSave(value.trim());
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput label={label} type={type} value={value} onChange={(e) => setValue(e.currentTarget.value)} flex={1} miw={0} />
        <Button type="submit" variant="light" disabled={!changed} loading={pending}>
          {saveLabel}
        </Button>
      </Group>
    </form>
  );
}

/** The server refuses it too; saying so here spares the admin a refused click. */
export const OWN_ACCOUNT_NOTE = 'You cannot deactivate your own account.';

export function ActiveState({ user, isMe, pending, onToggle }: { user: User; isMe: boolean; pending: boolean; onToggle: () => void }) {
  if (user.data.deactivated) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={Messages.userDeactivatedBanner} role="status">
        <Button size="xs" color="teal.9" mt="xs" loading={pending} onClick={onToggle}>
          Reactivate
        </Button>
      </Alert>
    );
  }
  return (
    <Group justify="space-between">
      <Text size="sm">User ID {user.userID} · active account</Text>
      {isMe ? (
        <Button size="xs" variant="light" color="red" disabled aria-describedby="own-account-note">
          Deactivate
        </Button>
      ) : (
        <Button size="xs" variant="light" color="red" loading={pending} onClick={onToggle}>
          Deactivate
        </Button>
      )}
      {isMe && (
        <Text id="own-account-note" size="xs" c="dimmed" w="100%">
          {OWN_ACCOUNT_NOTE}
        </Text>
      )}
    </Group>
  );
}

function Roles({ user, pending, edit }: { user: User; pending: boolean; edit: (e: UserEdit) => void }) {
  const [role, setRole] = useState<string | null>(null);
  // Roles the user already holds are not offered again (spec 000 section 5).
  const roleOptions = RoleNames.filter((r) => !user.data.roles.includes(r));
  return (
    <>
      <Group gap="xs">
        {user.data.roles.length === 0 && (
          <Text size="sm" c="dimmed">
            No roles yet.
          </Text>
        )}
        {user.data.roles.map((r) => (
          <Pill key={r} withRemoveButton onRemove={() => edit({ kind: 'removeRole', role: r })} removeButtonProps={{ 'aria-label': `Remove role ${r}` }}>
            {r}
          </Pill>
        ))}
      </Group>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select label="Add a role" placeholder="Choose a role" data={roleOptions} value={role} onChange={setRole} flex={1} miw={0} />
        <Button
          variant="light"
          disabled={!role}
          loading={pending}
          onClick={() => {
            if (role) edit({ kind: 'addRole', role });
            setRole(null);
          }}
        >
          Add role
        </Button>
      </Group>
    </>
  );
}

function Degrees({ user, pending, edit }: { user: User; pending: boolean; edit: (e: UserEdit) => void }) {
  const [degrees, setDegrees] = useState(user.data.degrees);
  const changed = degrees.join('\n') !== user.data.degrees.join('\n');
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TagsInput label="Degrees" description="Press Enter after each degree" value={degrees} onChange={setDegrees} flex={1} miw={0} clearable />
      <Button variant="light" disabled={!changed} loading={pending} onClick={() => edit({ kind: 'degrees', degrees })}>
        Save degrees
      </Button>
    </Group>
  );
}

function UserEditor({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const { pending } = useAppSelector(selectUserDialog);
  const me = useAppSelector(selectCurrentUser);
  const edit = (e: UserEdit) => dispatch(userEditRequested({ userID: user.userID, edit: e }));

  return (
    <Stack>
      <ActiveState user={user} isMe={me?.userID === user.userID} pending={pending === 'toggleActive'} onToggle={() => edit({ kind: 'toggleActive' })} />
      <Divider />
      <SavedField label="Email" type="email" initial={user.email} saveLabel="Save email" pending={pending === 'email'} onSave={(email) => edit({ kind: 'email', email })} />
      <Divider label="Roles" labelPosition="left" />
      <Roles user={user} pending={pending === 'addRole'} edit={edit} />
      <Divider />
      <Degrees user={user} pending={pending === 'degrees'} edit={edit} />
      <SavedField label="Slack ID" initial={user.data.slackId ?? ''} saveLabel="Save Slack ID" pending={pending === 'slackId'} onSave={(slackId) => edit({ kind: 'slackId', slackId })} />
      <SavedField label="Trello ID" initial={user.data.trello.id ?? ''} saveLabel="Save Trello ID" pending={pending === 'trelloId'} onSave={(trelloId) => edit({ kind: 'trelloId', trelloId })} />
      <HistoryButton entityType="user" entityID={user.userID} name={user.fullName} onClick={() => dispatch(userDialogClosed())} style={{ alignSelf: 'flex-start' }} />
    </Stack>
  );
}

export function UserDialog() {
  const dispatch = useAppDispatch();
  const { userID } = useAppSelector(selectUserDialog);
  // The user as the table shows them, so the dialog follows each change saved.
  const user = useAdminUsersQuery({}).data?.users.find((u) => u.userID === userID) ?? null;
  return (
    <Modal opened={user !== null} onClose={() => dispatch(userDialogClosed())} title={user ? user.fullName : 'User'} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {user && <UserEditor key={user.userID} user={user} />}
    </Modal>
  );
}
