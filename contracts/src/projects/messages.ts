import type { MessageTable } from '../kernel/messages';

// Spec 000, New project dialog and section 6, word for word.
export const ProjectMessages = {
  projectExists: 'Uh oh, looks like that project already exists.',
  projectExistsDeleted: 'Uh oh, looks like that project already exists, but has been deleted.',
  projectAddedToFolder: (folder: string) => `Project added to ${folder}`,
  onlyOwners: 'Only the project owners and admins may do that.',
} as const satisfies MessageTable;
