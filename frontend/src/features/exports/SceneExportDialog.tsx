// The dashboard's Export (toolbar with a selection, or a card's menu): the scenes to render to MP4 and
// whether to be told when they are done. Rendering takes a while (spec 002 section 9: about 5-7
// minutes), so the cards show its progress meanwhile.
import { useState } from 'react';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useProjectScenesQuery } from '../scenes/scenesApi';
import { askToNotify } from './desktopNotice';
import { sceneExportConfirmed, sceneExportDismissed, selectSceneExportDialog } from './exportsSlice';
import { NotifyOptions } from './NotifyOptions';

function ExportScenes({ projectID, sceneIDs }: { projectID: string; sceneIDs: readonly string[] }) {
  const dispatch = useAppDispatch();
  const [notify, setNotify] = useState(false);
  const scenes = useProjectScenesQuery({ projectID }).data?.scenes ?? [];
  const names = sceneIDs.map((id) => scenes.find((s) => s.sceneID === id)?.data.name ?? id);
  const exportNow = () => {
    // The permission is asked inside the click: browsers ignore a request made outside a user's gesture.
    if (notify) void askToNotify();
    dispatch(sceneExportConfirmed({ projectID, sceneIDs: [...sceneIDs], notify }));
  };
  return (
    <Stack gap="md">
      <Text size="sm">{names.length === 1 ? 'This scene is rendered to an MP4 video:' : `These ${names.length} scenes are rendered to MP4 videos, one each:`}</Text>
      <List size="sm" spacing={2} mah={200} style={{ overflowY: 'auto' }}>
        {names.map((name, i) => (
          <List.Item key={sceneIDs[i]}>{name}</List.Item>
        ))}
      </List>
      <Text size="xs" c="gray.7">
        It takes a few minutes; each card shows its progress, then Download MP4. You may leave this page meanwhile.
      </Text>
      <NotifyOptions notify={notify} onNotify={setNotify} />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => dispatch(sceneExportDismissed())}>
          Cancel
        </Button>
        <Button leftSection={<IconMovie size={16} aria-hidden />} onClick={exportNow} data-autofocus>
          Export
        </Button>
      </Group>
    </Stack>
  );
}

/** Mounted once on the dashboard; open while the exports slice holds the chosen scenes. */
export function SceneExportDialog() {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectSceneExportDialog);
  return (
    <Modal opened={chosen !== null} onClose={() => dispatch(sceneExportDismissed())} title="Export to MP4" closeButtonProps={{ 'aria-label': 'Close' }}>
      {chosen && <ExportScenes projectID={chosen.projectID} sceneIDs={chosen.sceneIDs} />}
    </Modal>
  );
}
