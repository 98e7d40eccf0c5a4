// User-facing messages of the spec, word for word: those of every area (sign-in, grants, the fallback).
// An area keeps its own in its messages.ts; Messages (the package's) is derived from all of them.

/** A message: a text, or a function of what it names. */
export type MessageTable = Readonly<Record<string, string | ((...args: never[]) => string)>>;

export const BaseMessages = {
  youShallNotPass: 'You shall not pass!',
  noPermissionTooltip: (section: string) => `You don't have permission to view ${section}`,
  noPermissionContent: (section: string) => `Sorry, you don't have permission to view ${section}.`,
  somethingHappened: 'Something happened',
  signInRequired: 'Please sign in.',
  requestKeyReused: 'This request key was already used for a different request.',
  missingGrant: (grant: string) => `You need the grant ${grant} for that. Contact an admin.`,
} as const satisfies MessageTable;
