// The dashboard's buttons (spec 002): New scene, Import (svg only), Review, Select all; with a
// selection: Export, Record screen, Delete, Deselect all. Review opens the project's public review page
// in a new tab; Export and Record screen belong to later areas and say so.
import type { ReactNode } from 'react';
import { Button, FileButton, Group, Text, Tooltip } from '@mantine/core';
import { IconChecks, IconFileImport, IconMessageSearch, IconMovie, IconPlus, IconScreenShare, IconSquareOff, IconTrash } from '@tabler/icons-react';
import { Calls } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectMayCall } from '../auth/selectMayCall';
import { stashFiles } from '../assets/fileStash';
import { confirmSceneDelete } from './confirmDelete';
import { openReviewTab } from '../publicReview/reviewPaths';
import { LaterArea } from './laterArea';
import {
  allScenesSelected,
  newSceneRequested,
  scenesDeleteConfirmed,
  selectCreatingScene,
  selectDeletingScenes,
  selectImportRun,
  selectionCleared,
  selectSelectedSceneIDs,
  svgFilesChosen,
} from './scenesSlice';
import { allSelected } from './selection';

/** Accepted by the file picker; the saga checks the names again (a drop has no picker). */
export const SVG_ACCEPT = '.svg,image/svg+xml';

function LaterButton({ label, reason, icon }: { label: string; reason: string; icon: ReactNode }) {
  // data-disabled, not disabled: a disabled button gets no pointer or focus events, so its tooltip would never show.
  return (
    <Tooltip label={reason} withArrow>
      <Button variant="default" leftSection={icon} data-disabled aria-disabled="true" onClick={(e) => e.preventDefault()}>
        {label}
      </Button>
    </Tooltip>
  );
}

export function DashboardToolbar({ projectID, projectName, sceneIDs }: { projectID: string; projectName: string; sceneIDs: readonly string[] }) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedSceneIDs);
  const creating = useAppSelector(selectCreatingScene);
  const deleting = useAppSelector(selectDeletingScenes);
  const importing = useAppSelector(selectImportRun) !== null;
  const mayImport = useAppSelector(selectMayCall(Calls.scene.importScene));
  const every = allSelected(selected, sceneIDs);
  const chooseFiles = (files: File[]) => {
    if (files.length > 0) dispatch(svgFilesChosen({ projectID, filesToken: stashFiles(files) }));
  };
  return (
    <Group justify="space-between" gap="sm" role="toolbar" aria-label="Scenes">
      <Group gap="xs">
        <Button leftSection={<IconPlus size={18} aria-hidden />} loading={creating} onClick={() => dispatch(newSceneRequested({ projectID }))}>
          New scene
        </Button>
        {mayImport && (
          <FileButton onChange={chooseFiles} accept={SVG_ACCEPT} multiple>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconFileImport size={18} aria-hidden />} disabled={importing}>
                Import
              </Button>
            )}
          </FileButton>
        )}
        {selected.length === 0 && (
          <Button variant="default" leftSection={<IconMessageSearch size={18} aria-hidden />} onClick={() => openReviewTab('project', projectID, projectName)}>
            Review
          </Button>
        )}
      </Group>
      <Group gap="xs">
        {selected.length > 0 && (
          <>
            <Text size="sm" fw={600} aria-live="polite">
              {selected.length} selected
            </Text>
            <LaterButton label="Export" reason={LaterArea.export} icon={<IconMovie size={18} aria-hidden />} />
            <LaterButton label="Record screen" reason={LaterArea.recordScreen} icon={<IconScreenShare size={18} aria-hidden />} />
            <Button
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              loading={selected.some((id) => deleting.includes(id))}
              onClick={() => confirmSceneDelete(selected.length, () => dispatch(scenesDeleteConfirmed({ projectID, sceneIDs: [...selected] })))}
            >
              Delete
            </Button>
          </>
        )}
        {sceneIDs.length > 0 &&
          (every ? (
            <Button variant="default" leftSection={<IconSquareOff size={18} aria-hidden />} onClick={() => dispatch(selectionCleared())}>
              Deselect all
            </Button>
          ) : (
            <>
              {selected.length > 0 && (
                <Button variant="subtle" onClick={() => dispatch(selectionCleared())}>
                  Deselect all
                </Button>
              )}
              <Button variant="default" leftSection={<IconChecks size={18} aria-hidden />} onClick={() => dispatch(allScenesSelected([...sceneIDs]))}>
                Select all
              </Button>
            </>
          ))}
      </Group>
    </Group>
  );
}
