import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePasswordStatusQuery } from './profileApi';
import { passwordChangeRequested, selectProfile } from './profileSlice';

/** The server's rule (kernel `password`): at least 8 characters, and hard to guess (checked there). */
const MIN_LENGTH = 8;

function PasswordForm() {
  const dispatch = useAppDispatch();
  const { pending, fields, changed } = useAppSelector(selectProfile).password;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  // A change made clears the form.
  useEffect(() => {
    setCurrent('');
    setNext('');
    setRepeat('');
  }, [changed]);
  const tooShort = next.length > 0 && next.length < MIN_LENGTH;
  const mismatch = repeat.length > 0 && repeat !== next;
  const ready = current.length > 0 && next.length >= MIN_LENGTH && repeat === next;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) dispatch(passwordChangeRequested({ currentPassword: current, newPassword: next }));
  };
  return (
    <form onSubmit={submit} aria-label="Change password">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Signing in elsewhere ends when you change it; this browser stays signed in.
        </Text>
        <PasswordInput label="Current password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.currentTarget.value)} error={fields.currentPassword} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={`At least ${MIN_LENGTH} characters; a few unrelated words are best`}
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
          error={tooShort ? `At least ${MIN_LENGTH} characters` : fields.newPassword}
        />
        <PasswordInput
          label="Repeat new password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
          error={mismatch ? 'The passwords differ' : undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!ready} loading={pending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A password change for local accounts; an account signed in by single sign-on is told it has none. */
export function PasswordSection() {
  const { data } = usePasswordStatusQuery({});
  if (data === undefined) return <Loader size="sm" aria-label="Loading" />;
  if (!data.hasPassword)
    return (
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        {Messages.noLocalPassword}
      </Alert>
    );
  return <PasswordForm />;
}
