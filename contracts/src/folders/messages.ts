import type { MessageTable } from '../kernel/messages';

// Spec 000 section 5 (New folder), word for word; folderExists is ours (docs/decisions/projects-and-folders.md, Folder names).
export const FolderMessages = {
  folderExistsDeleted: 'Oh oh, that folder already exists, but was deleted.',
  folderExists: 'A folder with that name already exists.',
} as const satisfies MessageTable;
