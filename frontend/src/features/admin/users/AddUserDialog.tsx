import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, CopyButton, Group, Modal, PasswordInput, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { addUserDialogClosed, addUserRequested, selectAddUser } from './usersSlice';

/** The user id is a whole positive number given by the admin. */
export const parseUserID = (text: string): number | null => (/^\s*\d+\s*$/.test(text) && Number(text) > 0 ? Number(text) : null);

function LinkToPassOn({ link }: { link: string }) {
  const dispatch = useAppDispatch();
  return (
    <Stack>
      <Alert color="teal" title="User added">
        They have no password yet. Send them this one-time link to choose one:
      </Alert>
      <Group gap="xs" wrap="nowrap">
        <TextInput readOnly value={link} aria-label="Set-password link" flex={1} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={link} timeout={2500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy link'}>
              <ActionIcon variant="light" color={copied ? 'teal' : 'indigo'} size="lg" onClick={copy} aria-label="Copy set-password link">
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button onClick={() => dispatch(addUserDialogClosed())}>Done</Button>
      </Group>
    </Stack>
  );
}

function AddUserForm() {
  const dispatch = useAppDispatch();
  const { pending } = useAppSelector(selectAddUser);
  const [userID, setUserID] = useState('');
  const [email, setEmail] = useState('');
  const [givenName, setGivenName] = useState('');
  const [familyName, setFamilyName] = useState('');
  const [password, setPassword] = useState('');
  const id = parseUserID(userID);
  const ready = id !== null && email.trim() !== '' && givenName.trim() !== '' && familyName.trim() !== '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || id === null) return;
    dispatch(
      addUserRequested({
        userID: id,
        email: email.trim(),
        givenName: givenName.trim(),
        familyName: familyName.trim(),
        ...(password ? { password } : {}),
      }),
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput
          label="User ID"
          inputMode="numeric"
          data-autofocus
          value={userID}
          onChange={(e) => setUserID(e.currentTarget.value)}
          error={userID !== '' && id === null ? 'A whole number above 0' : undefined}
        />
        <TextInput label="Email" type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <SimpleGrid cols={2}>
          <TextInput label="Given name" value={givenName} onChange={(e) => setGivenName(e.currentTarget.value)} />
          <TextInput label="Family name" value={familyName} onChange={(e) => setFamilyName(e.currentTarget.value)} />
        </SimpleGrid>
        <PasswordInput
          label="Password (optional)"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          description="Leave empty to get a one-time link with which the user chooses their own."
        />
        <Text size="xs" c="dimmed">
          New users hold no grants; give them some under Permissions.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => dispatch(addUserDialogClosed())}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready} loading={pending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AddUserDialog() {
  const dispatch = useAppDispatch();
  const { open, setPasswordLink } = useAppSelector(selectAddUser);
  return (
    <Modal opened={open} onClose={() => dispatch(addUserDialogClosed())} title="Add user" size="md">
      {setPasswordLink ? <LinkToPassOn link={setPasswordLink} /> : <AddUserForm />}
    </Modal>
  );
}
