import { Alert, Box, Button, Center, Group, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebar, IconLock } from '@tabler/icons-react';
import { Messages, satisfies } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { ResponsiveSidebar } from '../../shared/ResponsiveSidebar';
import { selectCurrentUser, selectPermissions } from '../auth/authSlice';
import { ComingSoonPage } from '../comingSoon/ComingSoonPage';
import { AnalyticsSection } from '../analytics/AnalyticsSection';
import { AdminNav } from './AdminNav';
import { defaultSectionFor, findSection } from './adminSections';
import { ExportsSection } from './exports/ExportsSection';
import { FilesSection } from './files/FilesSection';
import { FoldersSection } from './folders/FoldersSection';
import { ProjectsSection } from './projects/ProjectsSection';
import { UsersSection } from './users/UsersSection';
import { PermissionsSection } from './permissions/PermissionsSection';
import { ErrorsSection } from './errors/ErrorsSection';
import { FeedbackSection } from './feedback/FeedbackSection';
import { SearchSection } from './search/SearchSection';
import { LabelsSection } from './labels/LabelsSection';
import { ReportsSection } from './reports/ReportsSection';
import { ResourcesSection } from './resources/ResourcesSection';
import { StatsSection } from './stats/StatsSection';
import { TasksSection } from './tasks/TasksSection';
import { AuditSection } from '../history/AuditSection';

const sectionViews: Record<string, () => React.ReactElement> = {
  folders: FoldersSection,
  projects: ProjectsSection,
  users: UsersSection,
  permissions: PermissionsSection,
  errors: ErrorsSection,
  analytics: AnalyticsSection,
  resources: ResourcesSection,
  labels: LabelsSection,
  reports: ReportsSection,
  audit: AuditSection,
  stats: StatsSection,
  assets: FilesSection,
  exports: ExportsSection,
  tasks: TasksSection,
  feedback: FeedbackSection,
  search: SearchSection,
};

function SectionContent({ routeId }: { routeId: string | null }) {
  const held = useAppSelector(selectPermissions);
  const section = findSection(routeId);
  if (!routeId) {
    return defaultSectionFor((g) => satisfies(held, g)) ? (
      <Center py={60}>
        <Loader aria-label="Opening admin" />
      </Center>
    ) : (
      <Alert color="gray" icon={<IconLock size={18} />}>
        Your account holds no admin grant. Contact an admin for access.
      </Alert>
    );
  }
  if (!section) return <Alert color="gray">There is no admin section “{routeId}”.</Alert>;
  if (!satisfies(held, section.grant)) {
    return (
      <Alert color="red" icon={<IconLock size={18} />} role="alert">
        {Messages.noPermissionContent(section.label)}
      </Alert>
    );
  }
  const View = sectionViews[section.id];
  if (!View) return <ComingSoonPage title={section.label} description={section.description ?? `The ${section.label} admin tab.`} />;
  return <View />;
}

/** The admin console: side navigation of sections, each behind its admin grant. */
export function AdminPage({ routeId }: { routeId: string | null }) {
  const user = useAppSelector(selectCurrentUser);
  const [navOpened, nav] = useDisclosure(false);
  // The admin area is shown only once the user is loaded (spec 000 section 2).
  if (!user)
    return (
      <Center py={60}>
        <Loader aria-label="Loading your account" />
      </Center>
    );
  return (
    <Group align="stretch" gap={0} wrap="nowrap">
      <ResponsiveSidebar label="Admin sections" width={220} opened={navOpened} onClose={nav.close}>
        <AdminNav activeID={routeId} />
      </ResponsiveSidebar>
      <Box component="section" flex={1} p={{ base: 'md', sm: 'lg' }} miw={0} aria-label="Admin content">
        <Button hiddenFrom="sm" variant="default" mb="md" leftSection={<IconLayoutSidebar size={18} aria-hidden />} onClick={nav.open}>
          {findSection(routeId)?.label ?? 'Sections'}
        </Button>
        <SectionContent routeId={routeId} />
      </Box>
    </Group>
  );
}
