import type { MessageTable } from '../kernel/messages';
import { UploadPurposes } from '../uploads/purposes';

// Spec 001 sections 5 and 8, word for word; resourceDeleted and imageNotAResourceImage are ours
// (docs/decisions/admin.md, Resources).
export const ResourceMessages = {
  requiredFields: 'Please fill out the required fields.',
  resourceNotFound: 'That resource was not found.',
  resourceDeleted: 'That resource was deleted; it can no longer be changed.',
  imageNotAResourceImage: `A resource's image must be an image uploaded for a resource (${UploadPurposes.resource.extensions.join(', ')}).`,
} as const satisfies MessageTable;
