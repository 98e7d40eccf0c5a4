import { Anchor, Avatar, Box, Burger, Button, Divider, Drawer, Group, NavLink, Stack, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBook2, IconLogout } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested, selectCurrentUser, selectHasGrant, selectIsAnyAdmin, selectSigningOut } from '../auth/authSlice';
import { useActiveProject } from '../project/activeProject';
import type { Route } from '../router/routes';
import { BrandMark } from '../../shared/BrandMark';
import { initialsOf } from '../../shared/initials';
import { NotificationBell } from '../notifications/NotificationBell';
import { TaskDropdown } from '../tasks/TaskDropdown';
import { FeedbackButton } from '../feedback/FeedbackButton';

interface NavItem {
  label: string;
  title?: string | undefined;
  href: string;
  active: boolean;
}

/** The top navigation of spec 000 section 2; Project shows only while a project is active. */
function useNavItems(route: Route): NavItem[] {
  const isAdmin = useAppSelector(selectIsAnyAdmin);
  const canSeeAssets = useAppSelector(selectHasGrant('content.assets-view'));
  const { openedAs: activeProjectID, project: activeProject } = useActiveProject();
  const items: NavItem[] = [
    { label: 'Dashboard', href: '#/home', active: route.name === 'home' },
    { label: 'Pronunciation guide', href: '#/pronounce', active: route.name === 'pronounce' },
  ];
  // Assets only for those who may see the library (content.assets-view).
  if (canSeeAssets) items.splice(1, 0, { label: 'Assets', href: '#/assets', active: route.name === 'assets' });
  if (activeProjectID) {
    items.push({
      label: 'Project',
      title: activeProject?.name,
      href: `#/project/${encodeURIComponent(activeProjectID)}`,
      // Every screen under a project: its files, contents, scenes and the scene editor.
      active: 'projectID' in route,
    });
  }
  if (isAdmin) items.push({ label: 'Admin', href: '#/admin', active: route.name === 'admin' });
  return items;
}

function ProfileAvatar() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <Tooltip label={user ? `${user.fullName} – profile` : 'Profile'}>
      <UnstyledButton component="a" href="#/profile">
        {/* The initials are a picture of the person, not the link's words: its name is the hidden text. */}
        <Avatar src={user?.avatar ?? null} color="indigo" radius="xl" size={34} aria-hidden>
          {user ? initialsOf(user.givenName, user.familyName) : null}
        </Avatar>
        <VisuallyHidden>Your profile</VisuallyHidden>
      </UnstyledButton>
    </Tooltip>
  );
}

function SignOutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const dispatch = useAppDispatch();
  const signingOut = useAppSelector(selectSigningOut);
  return (
    <Button variant="default" size="compact-md" leftSection={<IconLogout size={16} aria-hidden />} fullWidth={fullWidth} onClick={() => dispatch(logoutRequested())} loading={signingOut}>
      Sign out
    </Button>
  );
}

/** Under the md breakpoint the links fold into a menu drawer opened by the burger. */
function MobileMenu({ items, opened, onClose }: { items: NavItem[]; opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size={300} hiddenFrom="md">
      <Stack gap="xs">
        <Stack component="nav" aria-label="Main" gap={2}>
          {items.map((item) => (
            <NavLink
              key={item.label}
              href={item.href}
              label={item.label}
              description={item.title}
              active={item.active}
              aria-current={item.active ? 'page' : undefined}
              onClick={onClose}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
          <NavLink
            href="#/manual"
            target="_blank"
            rel="noopener"
            label="Manual"
            leftSection={<IconBook2 size={16} aria-hidden />}
            onClick={onClose}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </Stack>
        <Divider />
        <SignOutButton fullWidth />
      </Stack>
    </Drawer>
  );
}

export function AppHeader({ route }: { route: Route }) {
  const items = useNavItems(route);
  const [menuOpened, menu] = useDisclosure(false);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Burger opened={menuOpened} onClick={menu.toggle} hiddenFrom="md" size="sm" aria-label="Open the menu" />
        <Anchor href="#/home" underline="never" c="inherit" aria-label="Whiteboard Studio dashboard">
          <BrandMark />
        </Anchor>
        <Group component="nav" gap={4} aria-label="Main" wrap="nowrap" visibleFrom="md">
          {items.map((item) => (
            <Button
              key={item.label}
              component="a"
              href={item.href}
              variant={item.active ? 'light' : 'subtle'}
              color={item.active ? 'indigo' : 'gray'}
              size="compact-md"
              aria-current={item.active ? 'page' : undefined}
              title={item.title}
            >
              {item.label}
            </Button>
          ))}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button component="a" href="#/manual" target="_blank" rel="noopener" variant="subtle" color="gray" size="compact-md" leftSection={<IconBook2 size={16} aria-hidden />} visibleFrom="md">
          Manual
        </Button>
        <FeedbackButton />
        <NotificationBell />
        <TaskDropdown />
        <ProfileAvatar />
        <Box visibleFrom="md">
          <SignOutButton />
        </Box>
      </Group>
      <MobileMenu items={items} opened={menuOpened} onClose={menu.close} />
    </Group>
  );
}
