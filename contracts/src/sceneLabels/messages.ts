import type { MessageTable } from '../kernel/messages';

// Ours: the spec says nothing of label names (docs/decisions/admin.md, Scene labels).
export const SceneLabelMessages = {
  labelExists: 'A label with that name already exists.',
  labelNotFound: 'That label was not found.',
} as const satisfies MessageTable;
