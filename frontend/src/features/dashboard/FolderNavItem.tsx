import { Badge, NavLink } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { IconFolder, IconFolderOpen } from '@tabler/icons-react';
import type { ProjectGroup } from '@wb/contracts';
import { homePath } from './homePath';

export const folderDropID = (projectGroupID: string) => `folder:${projectGroupID}`;

/** A folder in the sidebar: opens its projects, and takes project cards dropped on it. */
export function FolderNavItem({ folder, active }: { folder: ProjectGroup; active: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: folderDropID(folder.projectGroupID), data: { projectGroupID: folder.projectGroupID, name: folder.name } });
  return (
    <div ref={setNodeRef} data-folder-drop={folder.name}>
      <NavLink
        href={`#${homePath(folder.projectGroupID)}`}
        label={folder.name}
        active={active || isOver}
        variant={isOver ? 'filled' : 'light'}
        leftSection={active || isOver ? <IconFolderOpen size={18} aria-hidden /> : <IconFolder size={18} aria-hidden />}
        rightSection={
          <Badge size="sm" variant={isOver ? 'white' : 'light'} color="gray" aria-label={`${folder.projects} projects`}>
            {folder.projects}
          </Badge>
        }
        style={{ borderRadius: 'var(--mantine-radius-md)', outline: isOver ? '2px dashed var(--mantine-color-indigo-4)' : undefined }}
      />
    </div>
  );
}
