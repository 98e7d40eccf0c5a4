// Refusals of the grant and user rules (spec 000 is silent on them; see docs/decisions/sign-in-and-access.md).
export const UserMessages = {
  outranked: 'You cannot change a user who holds grants you do not hold.',
  grantsNotHeld: (grants: readonly string[]) => `You can only give or take away grants you hold yourself (${grants.join(', ')}).`,
  rootOnly: 'Only a root user can give or take away the root grant.',
  lastRootRevoked: 'The last active root user cannot lose the root grant.',
  lastRootDeactivated: 'The last active root user cannot be deactivated.',
  ownAccount: 'You cannot deactivate your own account.',
  ownRoot: 'You cannot remove your own root grant.',
} as const;
