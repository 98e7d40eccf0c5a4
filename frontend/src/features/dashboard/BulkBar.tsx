import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconBell, IconBellOff, IconFolderMinus } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  removeFromFolderRequested, selectBulkPending, selectDashboardView, selectSelectedIDs, selectionCleared,
  subscribeRequested,
} from './dashboardSlice';

/** Actions on the selected cards. */
export function BulkBar() {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedIDs);
  const view = useAppSelector(selectDashboardView);
  const pending = useAppSelector(selectBulkPending);
  if (selected.length === 0) return null;
  return (
    <Paper withBorder shadow="sm" radius="md" px="md" py="xs" bg="indigo.0" role="region" aria-label="Selected projects">
      <Group justify="space-between">
        <Text fw={600}>{selected.length} selected</Text>
        <Group gap="xs">
          {view.folderID && (
            <Button size="xs" variant="default" leftSection={<IconFolderMinus size={16} aria-hidden />}
              loading={pending === 'removeFromFolder'} disabled={pending !== null}
              onClick={() => dispatch(removeFromFolderRequested())}>
              Remove from folder
            </Button>
          )}
          <Button size="xs" variant="default" leftSection={<IconBell size={16} aria-hidden />}
            loading={pending === 'subscribe'} disabled={pending !== null}
            onClick={() => dispatch(subscribeRequested({ subscribed: true }))}>
            Subscribe
          </Button>
          <Button size="xs" variant="default" leftSection={<IconBellOff size={16} aria-hidden />}
            loading={pending === 'unsubscribe'} disabled={pending !== null}
            onClick={() => dispatch(subscribeRequested({ subscribed: false }))}>
            Unsubscribe
          </Button>
          <CloseButton aria-label="Deselect all" onClick={() => dispatch(selectionCleared())} />
        </Group>
      </Group>
    </Paper>
  );
}
