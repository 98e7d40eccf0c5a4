import { useState } from 'react';
import { Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { IconFolders, IconPlus } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dialogOpened } from '../newProject/newProjectSlice';
import { NewProjectDialog } from '../newProject/NewProjectDialog';
import { BulkBar } from './BulkBar';
import { overlayBesidePointer } from './overlayBesidePointer';
import { dragAnnouncements, dragInstructions } from './dragAnnouncements';
import { folderCollision } from './folderCollision';
import { folderKeyboardCoordinates } from './folderKeyboardCoordinates';
import { DashboardSidebar } from './DashboardSidebar';
import { projectDroppedOnFolder, selectDashboardView, selectSearchUnsettled } from './dashboardSlice';
import { useActiveFolder, useProjectList } from './dashboardQueries';
import { ProjectGrid } from './ProjectGrid';
import { ProjectSearchBox } from './ProjectSearchBox';

const titles = { recent: 'Recent projects', subscribed: 'Subscribed projects', all: 'All projects' } as const;

function useHeading(): string {
  const view = useAppSelector(selectDashboardView);
  const folder = useActiveFolder();
  // The heading names the list on screen; while a search waits for its answer the loader says so.
  const search = useProjectList().data?.searchText;
  if (search) return `Search results for “${search}”`;
  if (view.folderID) return folder ? folder.name : 'Folder';
  return titles[view.filter];
}

export function DashboardPage() {
  const dispatch = useAppDispatch();
  const heading = useHeading();
  // Typing and waiting out the debounce, or the answer is on its way.
  const unsettled = useAppSelector(selectSearchUnsettled);
  const { isFetching } = useProjectList();
  const loading = unsettled || isFetching;
  const [dragged, setDragged] = useState<string | null>(null);
  const [sidebarOpened, sidebar] = useDisclosure(false);
  // A small movement threshold keeps clicks on the card's links working.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 8 } }), useSensor(KeyboardSensor, { coordinateGetter: folderKeyboardCoordinates }));

  const onDragStart = (e: DragStartEvent) => setDragged(String(e.active.data.current?.['name'] ?? ''));
  const onDragEnd = (e: DragEndEvent) => {
    setDragged(null);
    const projectID = e.active.data.current?.['projectID'];
    const projectGroupID = e.over?.data.current?.['projectGroupID'];
    const folderName = e.over?.data.current?.['name'];
    if (typeof projectID === 'string' && typeof projectGroupID === 'string' && typeof folderName === 'string') {
      dispatch(projectDroppedOnFolder({ projectID, projectGroupID, folderName }));
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={folderCollision}
      accessibility={{ announcements: dragAnnouncements, screenReaderInstructions: dragInstructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <Group align="stretch" gap={0} wrap="nowrap">
        <DashboardSidebar opened={sidebarOpened} onClose={sidebar.close} />
        <Box component="section" flex={1} p={{ base: 'md', sm: 'lg' }} miw={0} aria-label="Dashboard">
          <Stack gap="md">
            <Group gap="xs" hiddenFrom="sm" wrap="nowrap">
              <Box flex={1}>
                <ProjectSearchBox />
              </Box>
              <Button variant="default" leftSection={<IconFolders size={18} aria-hidden />} onClick={sidebar.open}>
                Folders
              </Button>
            </Group>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" miw={0} wrap="nowrap">
                <Title order={2} fz={{ base: 'h3', sm: 'h2' }} lineClamp={2}>
                  {heading}
                </Title>
                {loading && <Loader size="xs" aria-label="Updating projects" />}
              </Group>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => dispatch(dialogOpened())} style={{ flexShrink: 0 }}>
                New project
              </Button>
            </Group>
            <BulkBar />
            <ProjectGrid />
          </Stack>
        </Box>
      </Group>
      <DragOverlay dropAnimation={null} modifiers={[overlayBesidePointer]}>
        {dragged !== null && (
          <Paper shadow="lg" radius="md" px="md" py="sm" withBorder style={{ cursor: 'grabbing' }}>
            <Text fw={600}>{dragged}</Text>
            <Text size="xs" c="dimmed">
              Drop on a folder
            </Text>
          </Paper>
        )}
      </DragOverlay>
      <NewProjectDialog />
    </DndContext>
  );
}
