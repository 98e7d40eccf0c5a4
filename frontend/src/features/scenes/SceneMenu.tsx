// A card's menu (spec 002: Review, Duplicate, Export, Delete). Review opens the scene's public review
// page in a new tab; Export belongs to a later area: it shows, disabled, with a tooltip saying so.
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCopy, IconDots, IconMessageSearch, IconMovie, IconTrash } from '@tabler/icons-react';
import type { Scene } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { confirmSceneDelete } from './confirmDelete';
import { openReviewTab } from '../publicReview/reviewPaths';
import { LaterArea } from './laterArea';
import { keepToSelf } from './SceneLabels';
import { sceneDuplicateRequested, scenesDeleteConfirmed } from './scenesSlice';

function LaterItem({ label, reason, icon }: { label: string; reason: string; icon: React.ReactNode }) {
  // data-disabled (not disabled): a disabled button gets no pointer events, so its tooltip would never show.
  return (
    <Tooltip label={reason} position="left" withArrow>
      <Menu.Item leftSection={icon} data-disabled aria-disabled="true" closeMenuOnClick={false} onClick={(e) => e.preventDefault()}>
        {label}
      </Menu.Item>
    </Tooltip>
  );
}

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
        <LaterItem label="Export" reason={LaterArea.export} icon={<IconMovie size={16} aria-hidden />} />
        <Menu.Divider />
        <Menu.Item color="red.8" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => confirmSceneDelete(1, () => dispatch(scenesDeleteConfirmed({ projectID, sceneIDs: [sceneID] })))}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
