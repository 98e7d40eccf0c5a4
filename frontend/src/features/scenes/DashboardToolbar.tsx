// The dashboard's buttons (spec 002): New scene, Import (svg only), Review, Select all; with a
// selection: Export, Record screen, Delete, Deselect all. Review opens the project's public review page
// in a new tab; Export opens the export dialog for the selection; Record screen opens the screen
// recorder with the selection in a new window.
import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconChecks, IconFileImport, IconMessageSearch, IconMovie, IconPlus, IconScreenShare, IconSquareOff, IconTrash } from '@tabler/icons-react';
import { Calls } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectMayCall } from '../auth/selectMayCall';
import { stashFiles } from '../assets/fileStash';
import { sceneExportChosen, selectStartingExports } from '../exports/exportsSlice';
import { confirmSceneDelete } from './confirmDelete';
import { openReviewTab } from '../publicReview/reviewPaths';
import { openRecorder } from '../screenRecorder/recorderPath';
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

export function DashboardToolbar({ projectID, projectName, sceneIDs }: { projectID: string; projectName: string; sceneIDs: readonly string[] }) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedSceneIDs);
  const creating = useAppSelector(selectCreatingScene);
  const deleting = useAppSelector(selectDeletingScenes);
  const importing = useAppSelector(selectImportRun) !== null;
  const starting = useAppSelector(selectStartingExports);
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
            <Button
              variant="light"
              leftSection={<IconMovie size={18} aria-hidden />}
              loading={selected.some((id) => starting.includes(id))}
              onClick={() => dispatch(sceneExportChosen({ projectID, sceneIDs: [...selected] }))}
            >
              Export
            </Button>
            <Button variant="light" leftSection={<IconScreenShare size={18} aria-hidden />} onClick={() => openRecorder(2, selected)}>
              Record screen
            </Button>
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
