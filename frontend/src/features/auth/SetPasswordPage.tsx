import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { BrandMark } from '../../shared/BrandMark';
import { selectSetPassword, setPasswordSubmitted } from './authSlice';

const MIN_LENGTH = 8;

export function SetPasswordPage({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const { pending, error, done } = useAppSelector(selectSetPassword);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const tooShort = password.length > 0 && password.length < MIN_LENGTH;
  const mismatch = repeat.length > 0 && repeat !== password;
  const ready = password.length >= MIN_LENGTH && repeat === password;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) dispatch(setPasswordSubmitted({ token, password }));
  };

  return (
    <Center mih="100vh" p="md" bg="linear-gradient(160deg, var(--mantine-color-indigo-0), var(--mantine-color-cyan-0))">
      <Paper withBorder shadow="md" radius="lg" p="xl" w={420} maw="100%">
        <Stack gap="md">
          <BrandMark />
          <Title order={2}>Choose your password</Title>
          {done ? (
            <Alert color="teal" icon={<IconCircleCheck size={18} />} title="Password set">
              <Text size="sm">
                Signing you in… If nothing happens, <Anchor href="#/login">go to sign in</Anchor>.
              </Text>
            </Alert>
          ) : (
            <form onSubmit={submit}>
              <Stack gap="sm">
                {error && (
                  <Alert color="red" title="Uh oh, something went wrong" icon={<IconAlertTriangle size={18} />} role="alert">
                    {error}
                  </Alert>
                )}
                <PasswordInput
                  label="New password"
                  autoComplete="new-password"
                  value={password}
                  description={`At least ${MIN_LENGTH} characters`}
                  error={tooShort ? `At least ${MIN_LENGTH} characters` : undefined}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <PasswordInput
                  label="Repeat password"
                  autoComplete="new-password"
                  value={repeat}
                  error={mismatch ? 'The passwords differ' : undefined}
                  onChange={(e) => setRepeat(e.currentTarget.value)}
                />
                <Button type="submit" loading={pending} disabled={!ready}>
                  Set password
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
