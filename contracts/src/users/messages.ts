import type { MessageTable } from '../kernel/messages';

// Spec 000 (admin users section), word for word.
export const UserMessages = {
  userDeactivatedBanner: "This user's account is deactivated",
} as const satisfies MessageTable;
