// A card's menu (spec 002: Review, Duplicate, Export, Delete). Review opens the scene's public review
// page in a new tab; Export opens the export dialog for this scene alone.
import { ActionIcon, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconMessageSearch, IconMovie, IconTrash } from '@tabler/icons-react';
import type { Scene } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { confirmSceneDelete } from './confirmDelete';
import { HistoryMenuItem } from '../history/HistoryLinks';
import { openReviewTab } from '../publicReview/reviewPaths';
import { sceneExportChosen } from '../exports/exportsSlice';
import { keepToSelf } from './SceneLabels';
import { sceneDuplicateRequested, scenesDeleteConfirmed } from './scenesSlice';

export function SceneMenu({ scene, busy }: { scene: Scene; busy: boolean }) {
  const dispatch = useAppDispatch();
  const { sceneID, projectID } = scene;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${scene.data.name}`} disabled={busy} onClick={keepToSelf} onKeyDown={keepToSelf}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={keepToSelf} onKeyDown={keepToSelf}>
        <Menu.Item leftSection={<IconMessageSearch size={16} aria-hidden />} onClick={() => openReviewTab('scene', sceneID, scene.data.name)}>
          Review
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => dispatch(sceneDuplicateRequested({ projectID, sceneID }))}>
          Duplicate
        </Menu.Item>
        <Menu.Item leftSection={<IconMovie size={16} aria-hidden />} onClick={() => dispatch(sceneExportChosen({ projectID, sceneIDs: [sceneID] }))}>
          Export
        </Menu.Item>
        <HistoryMenuItem entityType="scene" entityID={sceneID} name={scene.data.name} />
        <Menu.Divider />
        <Menu.Item color="red.8" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => confirmSceneDelete(1, () => dispatch(scenesDeleteConfirmed({ projectID, sceneIDs: [sceneID] })))}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
