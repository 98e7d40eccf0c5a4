import { AppShell } from '@mantine/core';
import { satisfies } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../auth/authSlice';
import { requiredGrantOf, type Route } from '../router/routes';
import { AppHeader } from './AppHeader';
import { ForbiddenPage } from './ForbiddenPage';
import { ScreenForRoute } from './ScreenForRoute';

export function SignedInShell({ route }: { route: Route }) {
  const held = useAppSelector(selectPermissions);
  const needed = requiredGrantOf(route);
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <AppHeader route={route} />
      </AppShell.Header>
      <AppShell.Main>
        {needed && !satisfies(held, needed) ? <ForbiddenPage grant={needed} /> : <ScreenForRoute route={route} />}
      </AppShell.Main>
    </AppShell>
  );
}
