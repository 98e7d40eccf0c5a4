import type { MessageTable } from '../kernel/messages';
import { UploadPurposes } from '../uploads/purposes';

// Spec 000 (admin users section), word for word; the avatar's refusals are ours (the spec names none).
export const UserMessages = {
  userDeactivatedBanner: "This user's account is deactivated",
  avatarNotUploaded: 'Upload the avatar and use the address the upload answered (/api/v1/blobs/...)',
  avatarNotAnAvatar: `An avatar must be an image uploaded as an avatar (${UploadPurposes.avatar.extensions.join(', ')}).`,
} as const satisfies MessageTable;
