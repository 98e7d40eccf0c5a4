import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Center, Divider, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconBrandGoogle } from '@tabler/icons-react';
import { AuthPaths } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { BrandMark } from '../../shared/BrandMark';
import { WhiteboardIllustration } from '../../shared/WhiteboardIllustration';
import { loginSubmitted, selectLogin } from './authSlice';

const greetings = ['Welcome back!', 'Good to see you!', 'Hello, storyteller!', 'Ready to draw something great?', 'Hi there, creator!'];

export function LoginPage() {
  const dispatch = useAppDispatch();
  const { pending, error } = useAppSelector(selectLogin);
  const [greeting] = useState(() => greetings[Math.floor(Math.random() * greetings.length)] ?? greetings[0]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() && password) dispatch(loginSubmitted({ email: email.trim(), password }));
  };

  return (
    <Center mih="100vh" p="md" bg="linear-gradient(160deg, var(--mantine-color-indigo-0), var(--mantine-color-cyan-0))">
      <Paper withBorder shadow="md" radius="lg" p="xl" w={420} maw="100%">
        <Stack gap="md">
          <Anchor href="#/" underline="never" c="inherit" aria-label="Whiteboard Studio home">
            <BrandMark />
          </Anchor>
          <Center>
            <WhiteboardIllustration width={220} />
          </Center>
          <div>
            <Title order={2}>{greeting}</Title>
            <Text c="dimmed" size="sm">Sign in to your workspace.</Text>
          </div>
          {error && (
            <Alert color="red" title="Uh oh, something went wrong" icon={<IconAlertTriangle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <form onSubmit={submit} aria-label="Sign in with email">
            <Stack gap="sm">
              <TextInput label="Email" type="email" autoComplete="username" required value={email}
                onChange={(e) => setEmail(e.currentTarget.value)} />
              <PasswordInput label="Password" autoComplete="current-password" required value={password}
                onChange={(e) => setPassword(e.currentTarget.value)} />
              <Button type="submit" loading={pending} disabled={!email.trim() || !password} fullWidth>
                Sign in
              </Button>
            </Stack>
          </form>
          <Divider label="or" labelPosition="center" />
          <Button component="a" href={`${AuthPaths.initialize}?connection=google`} variant="default"
            leftSection={<IconBrandGoogle size={18} aria-hidden />} fullWidth>
            Sign in with Google
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
