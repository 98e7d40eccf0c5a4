import { Alert, Box, Center, Group, Loader } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Messages, satisfies } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser, selectPermissions } from '../auth/authSlice';
import { ComingSoonPage } from '../comingSoon/ComingSoonPage';
import { AdminNav } from './AdminNav';
import { defaultSectionFor, findSection } from './adminSections';
import { FoldersSection } from './folders/FoldersSection';
import { ProjectsSection } from './projects/ProjectsSection';
import { UsersSection } from './users/UsersSection';
import { PermissionsSection } from './permissions/PermissionsSection';

const sectionViews: Record<string, () => React.ReactElement> = {
  folders: FoldersSection,
  projects: ProjectsSection,
  users: UsersSection,
  permissions: PermissionsSection,
};

function SectionContent({ routeId }: { routeId: string | null }) {
  const held = useAppSelector(selectPermissions);
  const section = findSection(routeId);
  if (!routeId) {
    return defaultSectionFor((g) => satisfies(held, g))
      ? <Center py={60}><Loader aria-label="Opening admin" /></Center>
      : <Alert color="gray" icon={<IconLock size={18} />}>Your account holds no admin grant. Contact an admin for access.</Alert>;
  }
  if (!section) return <Alert color="gray">There is no admin section “{routeId}”.</Alert>;
  if (!satisfies(held, section.grant)) {
    return <Alert color="red" icon={<IconLock size={18} />} role="alert">{Messages.noPermissionContent(section.label)}</Alert>;
  }
  const View = sectionViews[section.id];
  if (!View) return <ComingSoonPage title={section.label} description={`The ${section.label} admin tab is described in the companion documents.`} />;
  return <View />;
}

/** The admin console: side navigation of sections, each behind its admin grant. */
export function AdminPage({ routeId }: { routeId: string | null }) {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return <Center py={60}><Loader aria-label="Loading your account" /></Center>;
  return (
    <Group align="stretch" gap={0} wrap="nowrap">
      <Box component="aside" w={220} miw={220} p="md" bg="white"
        style={{ borderRight: '1px solid var(--mantine-color-gray-3)', minHeight: 'calc(100vh - 60px)' }}>
        <AdminNav activeID={routeId} />
      </Box>
      <Box component="section" flex={1} p="lg" miw={0} aria-label="Admin content">
        <SectionContent routeId={routeId} />
      </Box>
    </Group>
  );
}
