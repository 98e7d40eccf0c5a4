import type { MessageTable } from '../kernel/messages';

// Ours: the spec words no refusal for the project as it was (docs/decisions/projectAsOf.md).
export const ProjectAsOfMessages = {
  asOfProjectNotFound: 'This project does not exist.',
  asOfNotAllowed: "Only the project's members and admins may see it as it was.",
} as const satisfies MessageTable;
