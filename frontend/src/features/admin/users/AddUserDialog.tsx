import { useEffect, useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Checkbox, CopyButton, Group, Modal, PasswordInput, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { satisfies } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectPermissions } from '../../auth/authSlice';
import { useNextUserIDQuery } from './usersApi';
import { addUserDialogClosed, addUserRequested, selectAddUser } from './usersSlice';

/**
 * The grants a newcomer may start with (issue 20): without content.projects and content.assets they
 * meet 'You shall not pass!' on the dashboard, so those two are ticked. Only grants the admin holds are
 * offered (the server refuses others). Anything else is given under Permissions.
 */
export const STARTING_GRANTS = [
  { grant: 'content.projects-edit', label: 'Projects (edit)', ticked: true },
  { grant: 'content.assets-edit', label: 'Assets (edit)', ticked: true },
  { grant: 'content.learning-edit', label: 'Learning (edit)', ticked: false },
] as const;

/** The user id is a whole positive number given by the admin. */
export const parseUserID = (text: string): number | null => (/^\s*\d+\s*$/.test(text) && Number(text) > 0 ? Number(text) : null);

function LinkToPassOn({ link }: { link: string }) {
  const dispatch = useAppDispatch();
  return (
    <Stack>
      <Alert color="teal" title="User added">
        They have no password yet. Send them this one-time link: opening it, they choose a password and are signed in at once.
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
  const held = useAppSelector(selectPermissions);
  const offered = STARTING_GRANTS.filter((g) => satisfies(held, g.grant));
  const [grants, setGrants] = useState<string[]>(() => offered.filter((g) => g.ticked).map((g) => g.grant));
  // The next free user ID is offered; the admin may type another.
  const nextID = useNextUserIDQuery({}, { refetchOnMountOrArgChange: true }).data?.userID;
  const [userID, setUserID] = useState('');
  useEffect(() => {
    if (nextID !== undefined) setUserID((typed) => (typed === '' ? String(nextID) : typed));
  }, [nextID]);
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
        ...(grants.length > 0 ? { grants } : {}),
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
        <Checkbox.Group label="Starting grants" description="More can be given under Permissions." value={grants} onChange={setGrants}>
          <Stack gap={6} mt="xs">
            {offered.map((g) => (
              <Checkbox key={g.grant} value={g.grant} label={`${g.label} · ${g.grant}`} />
            ))}
            {offered.length === 0 && (
              <Text size="xs" c="dimmed">
                You hold no content grants to give.
              </Text>
            )}
          </Stack>
        </Checkbox.Group>
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
    <Modal opened={open} onClose={() => dispatch(addUserDialogClosed())} title="Add user" size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      {setPasswordLink ? <LinkToPassOn link={setPasswordLink} /> : <AddUserForm />}
    </Modal>
  );
}
