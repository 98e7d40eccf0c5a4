import type { MessageTable } from '../kernel/messages';

// Ours: the spec words no refusal for the activity (docs/decisions/projectActivity.md).
export const ProjectActivityMessages = {
  activityProjectNotFound: 'This project does not exist.',
} as const satisfies MessageTable;
