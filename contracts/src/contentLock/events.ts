import { z } from 'zod';

export const ContentLockEvents = {
  /** The global content lock was turned on (locked) or off: the state after the toggle. */
  ContentLockToggled: z.object({ locked: z.boolean() }),
} as const;
