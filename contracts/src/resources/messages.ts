import type { MessageTable } from '../kernel/messages';

// Spec 001 sections 5 and 8, word for word; resourceDeleted is ours (docs/decisions.md, Resources).
export const ResourceMessages = {
  requiredFields: 'Please fill out the required fields.',
  resourceNotFound: 'That resource was not found.',
  resourceDeleted: 'That resource was deleted; it can no longer be changed.',
} as const satisfies MessageTable;
