import { Box, Divider, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconBell, IconBook, IconClock, IconLayoutGrid, IconSearch } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { homePath } from '../router/routes';
import { searchTextChanged, selectDashboardView, selectFolders, selectSearchText } from './dashboardSlice';
import { FolderNavItem } from './FolderNavItem';

const navStyle = { borderRadius: 'var(--mantine-radius-md)' };

export function DashboardSidebar() {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectDashboardView);
  const searchText = useAppSelector(selectSearchText);
  const folders = useAppSelector(selectFolders);
  const listActive = (filter: string) => view.folderID === null && view.filter === filter;

  return (
    <Box component="aside" w={280} miw={280} p="md" bg="white" aria-label="Projects sidebar"
      style={{ borderRight: '1px solid var(--mantine-color-gray-3)', minHeight: 'calc(100vh - 60px)' }}>
      <Stack gap="md" h="100%">
        <TextInput
          aria-label="Search projects"
          placeholder="Search projects"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(e) => dispatch(searchTextChanged(e.currentTarget.value))}
        />
        <Stack gap={2} component="nav" aria-label="Project filters">
          <NavLink href={`#${homePath(null)}`} label="Recent" leftSection={<IconClock size={18} aria-hidden />} active={listActive('recent')} style={navStyle} />
          <NavLink href={`#${homePath('subscribed')}`} label="Subscribed" leftSection={<IconBell size={18} aria-hidden />} active={listActive('subscribed')} style={navStyle} />
          <NavLink href={`#${homePath('all')}`} label="All projects" leftSection={<IconLayoutGrid size={18} aria-hidden />} active={listActive('all')} style={navStyle} />
        </Stack>
        <Divider />
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">Folders</Text>
        <ScrollArea.Autosize mah={420} type="auto">
          <Stack gap={2} component="nav" aria-label="Folders">
            {folders.length === 0 && <Text size="sm" c="dimmed">No folders yet.</Text>}
            {folders.map((folder) => (
              <FolderNavItem key={folder.projectGroupID} folder={folder} active={view.folderID === folder.projectGroupID} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Divider />
        <NavLink href="#/manual" target="_blank" rel="noopener" label="User Manual" leftSection={<IconBook size={18} aria-hidden />} style={navStyle} />
      </Stack>
    </Box>
  );
}
