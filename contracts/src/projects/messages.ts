import type { MessageTable } from '../kernel/messages';

// Spec 000, New project dialog and section 6, word for word.
export const ProjectMessages = {
  projectExists: 'Uh oh, looks like that project already exists.',
  projectExistsDeleted: 'Uh oh, looks like that project already exists, but has been deleted.',
  projectAddedToFolder: (folder: string) => `Project added to ${folder}`,
  onlyOwners: 'Only the project owners and admins may do that.',
  // Spec 000 section 8 word for word; the rest are ours (docs/decisions/projectContents.md).
  linkExists: 'Link with that URL already exists!',
  projectLinkNotFound: 'This project has no link with that URL.',
  tooManyLinks: (max: number) => `A project keeps at most ${max} links.`,
  noDueDate: 'This project has no due date to complete. Set one first.',
  deletedProjectUnchanged: 'A deleted project cannot be changed. Revive it first.',
  notAProjectThumbnail: 'A project thumbnail must be a jpg or jpeg image uploaded as a project thumbnail.',
} as const satisfies MessageTable;
