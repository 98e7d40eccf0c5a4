import { AppShell } from '@mantine/core';
import { satisfies } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../auth/authSlice';
import { hidesTopBar, requiredGrantOf, type Route } from '../router/routes';
import { AppHeader } from './AppHeader';
import { ForbiddenPage } from './ForbiddenPage';
import { ScreenForRoute } from './ScreenForRoute';

export function SignedInShell({ route }: { route: Route }) {
  const held = useAppSelector(selectPermissions);
  const needed = requiredGrantOf(route);
  // Spec 002 route table: the scene editor hides the top bar (it has a header of its own).
  const topBar = !hidesTopBar(route);
  return (
    <AppShell header={topBar ? { height: 60 } : undefined} padding={0}>
      {topBar && (
        <AppShell.Header>
          <AppHeader route={route} />
        </AppShell.Header>
      )}
      <AppShell.Main>{needed && !satisfies(held, needed) ? <ForbiddenPage grant={needed} /> : <ScreenForRoute route={route} />}</AppShell.Main>
    </AppShell>
  );
}
