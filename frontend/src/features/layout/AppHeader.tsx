import { Anchor, Avatar, Button, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBook2, IconLogout } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested, selectCurrentUser, selectIsAnyAdmin, selectSigningOut } from '../auth/authSlice';
import { selectActiveProject, selectActiveProjectID } from '../project/projectSlice';
import type { Route } from '../router/routes';
import { BrandMark } from '../../shared/BrandMark';
import { initialsOf } from '../../shared/initials';

interface NavItem {
  label: string;
  title?: string | undefined;
  href: string;
  active: boolean;
}

function NavLinkButton({ item }: { item: NavItem }) {
  return (
    <Button component="a" href={item.href} variant={item.active ? 'light' : 'subtle'} color={item.active ? 'indigo' : 'gray'}
      size="compact-md" aria-current={item.active ? 'page' : undefined} title={item.title}>
      {item.label}
    </Button>
  );
}

export function AppHeader({ route }: { route: Route }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAnyAdmin);
  const activeProjectID = useAppSelector(selectActiveProjectID);
  const activeProject = useAppSelector(selectActiveProject);
  const signingOut = useAppSelector(selectSigningOut);

  const items: NavItem[] = [
    { label: 'Dashboard', href: '#/home', active: route.name === 'home' },
    { label: 'Assets', href: '#/assets', active: route.name === 'assets' },
    { label: 'Pronunciation guide', href: '#/pronounce', active: route.name === 'pronounce' },
  ];
  if (activeProjectID) {
    items.push({
      label: 'Project',
      title: activeProject?.name,
      href: `#/project/${encodeURIComponent(activeProjectID)}`,
      active: route.name === 'project' || route.name === 'projectContents',
    });
  }
  if (isAdmin) items.push({ label: 'Admin', href: '#/admin', active: route.name === 'admin' });

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Anchor href="#/home" underline="never" c="inherit" aria-label="Whiteboard Studio dashboard">
          <BrandMark />
        </Anchor>
        <Group component="nav" gap={4} aria-label="Main" wrap="nowrap">
          {items.map((item) => (
            <NavLinkButton key={item.label} item={item} />
          ))}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button component="a" href="#/manual" target="_blank" rel="noopener" variant="subtle" color="gray" size="compact-md"
          leftSection={<IconBook2 size={16} aria-hidden />}>
          Manual
        </Button>
        <Tooltip label={user ? `${user.fullName} – profile` : 'Profile'}>
          <UnstyledButton component="a" href="#/profile" aria-label="Your profile">
            <Avatar src={user?.avatar ?? null} color="indigo" radius="xl" size={34}>
              {user ? initialsOf(user.givenName, user.familyName) : null}
            </Avatar>
          </UnstyledButton>
        </Tooltip>
        <Button variant="default" size="compact-md" leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => dispatch(logoutRequested())} loading={signingOut}>
          Sign out
        </Button>
      </Group>
    </Group>
  );
}
