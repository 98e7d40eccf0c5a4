import type { MessageTable } from '../kernel/messages';
import { UploadPurposes } from '../uploads/purposes';

// Spec 000 (admin users section), word for word; the avatar's refusals are ours (the spec names none).
export const UserMessages = {
  userDeactivatedBanner: "This user's account is deactivated",
  avatarNotUploaded: 'Upload the avatar and use the address the upload answered (/api/v1/blobs/...)',
  avatarNotAnAvatar: `An avatar must be an image uploaded as an avatar (${UploadPurposes.avatar.extensions.join(', ')}).`,
  // Ours (no spec call for a password change): docs/decisions/profile.md.
  wrongCurrentPassword: 'Your current password is not correct.',
  noLocalPassword: 'Your account signs in with single sign-on, so it has no password here to change.',
  passwordChanged: 'Password changed. You were signed out everywhere else.',
} as const satisfies MessageTable;
