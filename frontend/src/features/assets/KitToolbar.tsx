// Actions on the selection and the kit: upload (not into 'All'), rename (one file only), move, delete
// with the spec's confirmations, Clear.
import { useState } from 'react';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowsRightLeft, IconPencil, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { Messages, type AssetFile } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { fileRenameSubmitted, filesChosenForUpload, filesDeleteConfirmed } from './assetsSlice';
import { ALL_KITS } from './assetsRoute';
import { stashFiles } from './fileStash';
import { PutInFolderMenu } from './PutInFolderMenu';
import { MoveDialog } from './MoveDialog';
import { NameDialog } from './NameDialog';
import type { KitState } from './useKitState';

export const deleteQuestion = (n: number): string => (n === 1 ? Messages.confirmDeleteFile : Messages.confirmDeleteFiles(n));

export function KitToolbar({ state, selectedFiles, canEdit }: { state: KitState; selectedFiles: AssetFile[]; canEdit: boolean }) {
  const dispatch = useAppDispatch();
  const [renaming, setRenaming] = useState(false);
  const [moving, setMoving] = useState(false);
  const ids = selectedFiles.map((f) => f.fileID);
  const [only] = selectedFiles;
  const inAll = state.kit === ALL_KITS;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: ids.length === 1 ? 'Delete file' : 'Delete files',
      children: <Text size="sm">{deleteQuestion(ids.length)}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        dispatch(filesDeleteConfirmed({ fileIDs: ids }));
        state.clear();
      },
    });
  return (
    <Group gap="xs">
      {canEdit && !inAll && (
        <FileButton
          multiple
          onChange={(files) => {
            if (files.length > 0) dispatch(filesChosenForUpload({ kitID: state.kit, directoryID: state.directoryID, filesToken: stashFiles(files) }));
          }}
        >
          {(props) => (
            <Button {...props} size="xs" leftSection={<IconUpload size={16} aria-hidden />}>
              Upload
            </Button>
          )}
        </FileButton>
      )}
      {canEdit && ids.length > 0 && (
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            disabled={ids.length !== 1}
            onClick={() => setRenaming(true)}
            title={ids.length !== 1 ? 'Rename one file at a time' : undefined}
          >
            Rename
          </Button>
          {!inAll && <PutInFolderMenu kitID={state.kit} files={selectedFiles} />}
          {!inAll && (
            <Button size="xs" variant="default" leftSection={<IconArrowsRightLeft size={16} aria-hidden />} onClick={() => setMoving(true)}>
              Move to kit
            </Button>
          )}
          <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete}>
            Delete
          </Button>
        </>
      )}
      {ids.length > 0 && (
        <Button size="xs" variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={state.clear}>
          Clear ({ids.length} selected)
        </Button>
      )}
      <NameDialog
        opened={renaming}
        onClose={() => setRenaming(false)}
        title="Rename file"
        label="File name"
        initial={only?.name ?? ''}
        onSave={(name) => {
          if (only) dispatch(fileRenameSubmitted({ fileID: only.fileID, name }));
        }}
      />
      {!inAll && <MoveDialog opened={moving} onClose={() => setMoving(false)} onMoved={state.clear} fileIDs={ids} kitID={state.kit} />}
    </Group>
  );
}
