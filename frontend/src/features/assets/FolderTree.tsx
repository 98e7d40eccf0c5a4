// The Folders tab: the kit's nested directories, each open or closed as last left (kept per directory
// id under the kit's settings key), with create, rename and delete for those who may edit.
import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, NavLink, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconFolder, IconFolderPlus, IconFolders } from '@tabler/icons-react';
import { Messages, type KitDirectory } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { folderCreateSubmitted, folderDeleteConfirmed, folderRenameSubmitted } from './assetsSlice';
import { useKitDirectoriesQuery } from './assetsApi';
import { readOpenDirectories, writeOpenDirectory } from './folderOpenState';
import { NameDialog } from './NameDialog';
import type { KitState } from './useKitState';

type Editing = { kind: 'create'; parentID: string | null } | { kind: 'rename'; dir: KitDirectory } | null;

function FolderMenu({ dir, onEdit, onDelete }: { dir: KitDirectory; onEdit: (e: Editing) => void; onDelete: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions of folder ${dir.name}`} onClick={(e) => e.stopPropagation()}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEdit({ kind: 'create', parentID: dir.directoryID })}>New folder inside</Menu.Item>
        <Menu.Item onClick={() => onEdit({ kind: 'rename', dir })}>Rename</Menu.Item>
        <Menu.Item color="red" onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function FolderTree({ state, canEdit }: { state: KitState; canEdit: boolean }) {
  const dispatch = useAppDispatch();
  const kitID = state.kit;
  const { data, isLoading } = useKitDirectoriesQuery({ kitID });
  const [open, setOpen] = useState(() => readOpenDirectories(kitID));
  const [editing, setEditing] = useState<Editing>(null);

  const toggle = (directoryID: string) => {
    const next = !open[directoryID];
    writeOpenDirectory(kitID, directoryID, next);
    setOpen({ ...open, [directoryID]: next });
  };
  const confirmDelete = (dir: KitDirectory) =>
    modals.openConfirmModal({
      title: `Delete ${dir.name}`,
      children: <Text size="sm">{Messages.confirmDeleteFolder}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        dispatch(folderDeleteConfirmed({ kitID, directoryID: dir.directoryID }));
        if (state.directoryID === dir.directoryID) state.openDirectory(null);
      },
    });

  const node = (dir: KitDirectory) => (
    <NavLink
      key={dir.directoryID}
      label={dir.name}
      leftSection={<IconFolder size={16} aria-hidden />}
      active={state.directoryID === dir.directoryID}
      opened={!!open[dir.directoryID]}
      childrenOffset={14}
      onClick={() => {
        state.openDirectory(dir.directoryID);
        if (dir.dirs.length > 0) toggle(dir.directoryID);
      }}
      rightSection={canEdit ? <FolderMenu dir={dir} onEdit={setEditing} onDelete={() => confirmDelete(dir)} /> : undefined}
      data-folder={dir.name}
    >
      {dir.dirs.length > 0 ? dir.dirs.map(node) : undefined}
    </NavLink>
  );

  return (
    <Stack gap={4}>
      <NavLink label="All files of the kit" leftSection={<IconFolders size={16} aria-hidden />} active={state.directoryID === null} onClick={() => state.openDirectory(null)} />
      {isLoading && (
        <Text size="sm" c="dimmed">
          Loading
        </Text>
      )}
      {data?.directories.map(node)}
      {data && data.directories.length === 0 && (
        <Text size="sm" c="dimmed" px="sm">
          No folders yet.
        </Text>
      )}
      {canEdit && (
        <Group mt="xs">
          <Button variant="light" size="xs" leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'create', parentID: null })}>
            New folder
          </Button>
        </Group>
      )}
      <NameDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'rename' ? 'Rename folder' : 'New folder'}
        label="Folder name"
        initial={editing?.kind === 'rename' ? editing.dir.name : ''}
        onSave={(name) => {
          if (editing?.kind === 'rename') dispatch(folderRenameSubmitted({ kitID, directoryID: editing.dir.directoryID, name }));
          else if (editing?.kind === 'create') dispatch(folderCreateSubmitted({ kitID, name, parentID: editing.parentID }));
        }}
      />
    </Stack>
  );
}
