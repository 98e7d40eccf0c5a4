import { Button, CloseButton, Group, Menu, Paper, Text } from '@mantine/core';
import { IconBell, IconBellOff, IconFolder, IconFolderMinus, IconFolderPlus } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { projectDroppedOnFolder, removeFromFolderRequested, selectBulkPending, selectDashboardView, selectSelectedIDs, selectionCleared, subscribeRequested } from './dashboardSlice';
import { useFolders } from './dashboardQueries';

/**
 * Actions on the selected cards. 'Add to folder' does what dropping a card on a folder does, for
 * those who select with the keyboard rather than drag.
 */
export function BulkBar() {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedIDs);
  const view = useAppSelector(selectDashboardView);
  const pending = useAppSelector(selectBulkPending);
  const folders = useFolders();
  const [first] = selected;
  if (first === undefined) return null;
  return (
    <Paper withBorder shadow="sm" radius="md" px="md" py="xs" bg="indigo.0" role="region" aria-label="Selected projects" className="bulk-bar">
      <Group justify="space-between">
        <Text fw={600} aria-live="polite">
          {selected.length} selected
        </Text>
        <Group gap="xs">
          {folders.length > 0 && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="default" leftSection={<IconFolderPlus size={16} aria-hidden />} disabled={pending !== null}>
                  Add to folder
                </Button>
              </Menu.Target>
              <Menu.Dropdown aria-label="Folders">
                {folders.map((folder) => (
                  <Menu.Item
                    key={folder.projectGroupID}
                    leftSection={<IconFolder size={16} aria-hidden />}
                    onClick={() => dispatch(projectDroppedOnFolder({ projectID: first, projectGroupID: folder.projectGroupID, folderName: folder.name }))}
                  >
                    {folder.name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          {view.folderID && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFolderMinus size={16} aria-hidden />}
              loading={pending === 'removeFromFolder'}
              disabled={pending !== null}
              onClick={() => dispatch(removeFromFolderRequested())}
            >
              Remove from folder
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBell size={16} aria-hidden />}
            loading={pending === 'subscribe'}
            disabled={pending !== null}
            onClick={() => dispatch(subscribeRequested({ subscribed: true }))}
          >
            Subscribe
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBellOff size={16} aria-hidden />}
            loading={pending === 'unsubscribe'}
            disabled={pending !== null}
            onClick={() => dispatch(subscribeRequested({ subscribed: false }))}
          >
            Unsubscribe
          </Button>
          <CloseButton aria-label="Deselect all" onClick={() => dispatch(selectionCleared())} />
        </Group>
      </Group>
    </Paper>
  );
}
