import { Box, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell, IconBook, IconClock, IconLayoutGrid } from '@tabler/icons-react';
import { useAppSelector } from '../../app/hooks';
import { ResponsiveSidebar } from '../../shared/ResponsiveSidebar';
import { homePath } from './homePath';
import { selectDashboardView } from './dashboardSlice';
import { useFolders } from './dashboardQueries';
import { FolderNavItem } from './FolderNavItem';
import { ProjectSearchBox } from './ProjectSearchBox';

const navStyle = { borderRadius: 'var(--mantine-radius-md)' };

function SidebarContent() {
  const view = useAppSelector(selectDashboardView);
  const folders = useFolders();
  const listActive = (filter: string) => view.folderID === null && view.filter === filter;

  return (
    <Stack gap="md" h="100%">
      {/* On narrow screens the search box sits above the cards instead. */}
      <Box visibleFrom="sm">
        <ProjectSearchBox />
      </Box>
      <Stack gap={2} component="nav" aria-label="Project filters">
        <NavLink href={`#${homePath(null)}`} label="Recent" leftSection={<IconClock size={18} aria-hidden />} active={listActive('recent')} style={navStyle} />
        <NavLink href={`#${homePath('subscribed')}`} label="Subscribed" leftSection={<IconBell size={18} aria-hidden />} active={listActive('subscribed')} style={navStyle} />
        <NavLink href={`#${homePath('all')}`} label="All projects" leftSection={<IconLayoutGrid size={18} aria-hidden />} active={listActive('all')} style={navStyle} />
      </Stack>
      <Divider />
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        Folders
      </Text>
      <ScrollArea.Autosize mah={420} type="auto">
        <Stack gap={2} component="nav" aria-label="Folders">
          {folders.length === 0 && (
            <Text size="sm" c="dimmed">
              No folders yet.
            </Text>
          )}
          {folders.map((folder) => (
            <FolderNavItem key={folder.projectGroupID} folder={folder} active={view.folderID === folder.projectGroupID} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Divider />
      <NavLink href="#/manual" target="_blank" rel="noopener" label="User Manual" leftSection={<IconBook size={18} aria-hidden />} style={navStyle} />
    </Stack>
  );
}

/** Search, the Recent and Subscribed filters, the folders with their counts, and the manual. */
export function DashboardSidebar({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveSidebar label="Projects and folders" width={280} opened={opened} onClose={onClose}>
      <SidebarContent />
    </ResponsiveSidebar>
  );
}
