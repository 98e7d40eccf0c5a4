// The global content lock (spec 001 sections 2 and 7): an admin toggles it on the Reports tab; every
// signed-in client asks whether it is on (the asset pages then show that the assets have moved).
import { z } from 'zod';
import { grant, signedIn } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { empty } from '../kernel/fields';

const lockState = z.object({ locked: z.boolean() });

const admin = {
  toggleLockContent: defineCall({
    path: '/admin/toggleLockContent',
    method: 'POST',
    kind: 'command',
    access: grant('admin.reports'),
    summary: 'Turn the content lock on when off, off when on; answers the new state',
    input: empty.optional(),
    output: z.object({ ok: z.literal(true), data: lockState }),
  }),
} as const;

/** Filed with the user calls (Calls.user), where clients have always found it; its path has no area segment. */
const user = {
  getLockContentStatus: defineCall({
    path: '/getLockContentStatus',
    method: 'GET',
    kind: 'query',
    reads: ['contentLock'],
    access: signedIn,
    summary: 'Whether the content lock is on (it closes the asset library for everyone)',
    input: empty.optional(),
    output: z.object({ data: lockState }),
  }),
} as const;

export const contentLockCalls = { admin, user } as const;
