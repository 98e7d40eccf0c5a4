import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Center, Divider, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconBrandGoogle, IconKey } from '@tabler/icons-react';
import { AuthPaths } from '@wb/contracts';
import { ssoStartHref, type SsoConnection } from '../../api/ssoConnections';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { BrandMark } from '../../shared/BrandMark';
import { WhiteboardIllustration } from '../../shared/WhiteboardIllustration';
import { loginSubmitted, selectLogin } from './authSlice';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useGoogleClientIdQuery } from './popupSignInApi';
import { useSsoConnectionsQuery } from './sessionApi';

const greetings = ['Welcome back!', 'Good to see you!', 'Hello, storyteller!', 'Ready to draw something great?', 'Hi there, creator!'];

function SsoButtons({ connections }: { connections: SsoConnection[] }) {
  return (
    <>
      {connections.map((c) => {
        const Icon = c.name.toLowerCase().includes('google') ? IconBrandGoogle : IconKey;
        return (
          <Button key={c.name} component="a" href={ssoStartHref(AuthPaths.initialize, c)} variant="default" leftSection={<Icon size={18} aria-hidden />} fullWidth>
            Sign in with {c.label}
          </Button>
        );
      })}
    </>
  );
}

const noConnections: SsoConnection[] = [];

/**
 * Local accounts by email and password (the embedded default's admin signs in so); a button per
 * single sign-on connection the server offers, and the popup sign-in when the server names its client id.
 */
export function LoginPage({ ssoError }: { ssoError: string | null }) {
  const dispatch = useAppDispatch();
  const { pending, error } = useAppSelector(selectLogin);
  const connections = useSsoConnectionsQuery().data ?? noConnections;
  const popupOffered = Boolean(useGoogleClientIdQuery().data);
  const [greeting] = useState(() => greetings[Math.floor(Math.random() * greetings.length)] ?? greetings[0]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // A failed single sign-on comes back with its reason in the address; a newer form error wins.
  const shownError = error ?? ssoError;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() && password) dispatch(loginSubmitted({ email: email.trim(), password }));
  };

  return (
    <Center mih="100vh" p="md" bg="linear-gradient(160deg, var(--mantine-color-indigo-0), var(--mantine-color-cyan-0))">
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }} w={420} maw="100%">
        <Stack gap="md">
          <Anchor href="#/" underline="never" c="inherit" aria-label="Whiteboard Studio home">
            <BrandMark />
          </Anchor>
          <Center>
            <WhiteboardIllustration width={220} />
          </Center>
          <div>
            <Title order={1} size="h2">
              {greeting}
            </Title>
            <Text c="dimmed" size="sm">
              Sign in to your workspace.
            </Text>
          </div>
          {shownError && (
            <Alert color="red" title="Uh oh, something went wrong" icon={<IconAlertTriangle size={18} />} role="alert">
              {shownError}
            </Alert>
          )}
          <form onSubmit={submit} aria-label="Sign in with email">
            <Stack gap="sm">
              <TextInput label="Email" type="email" autoComplete="username" required value={email} autoFocus onChange={(e) => setEmail(e.currentTarget.value)} />
              <PasswordInput label="Password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
              <Button type="submit" loading={pending} disabled={!email.trim() || !password} fullWidth>
                Sign in
              </Button>
            </Stack>
          </form>
          {(connections.length > 0 || popupOffered) && <Divider label="or" labelPosition="center" />}
          <SsoButtons connections={connections} />
          <GoogleSignInButton />
        </Stack>
      </Paper>
    </Center>
  );
}
