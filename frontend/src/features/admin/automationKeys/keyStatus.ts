import type { AutomationKey } from '@wb/contracts';

export type KeyStatus = 'Active' | 'Expired' | 'Revoked';

/** Revoked wins over expired: it says someone stopped it. */
export const keyStatus = (key: AutomationKey, now: number): KeyStatus => {
  if (key.revokedOn !== null) return 'Revoked';
  return Date.parse(key.expiresOn) <= now ? 'Expired' : 'Active';
};

export const keyStatusColor: Record<KeyStatus, string> = { Active: 'teal', Expired: 'gray', Revoked: 'red' };
