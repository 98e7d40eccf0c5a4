import type { MessageTable } from '../kernel/messages';

// Spec 001 sections 2 and 8 say what the message tells (assets moved to another digital asset
// platform; contact the administrator), not its words: these are ours.
export const ContentLockMessages = {
  assetsMoved: 'The assets have moved to another digital asset platform. Please contact your administrator for access.',
} as const satisfies MessageTable;
