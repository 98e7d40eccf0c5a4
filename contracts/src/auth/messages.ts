import type { MessageTable } from '../kernel/messages';

/** Sign-in answers (ours; docs/decisions/sign-in-and-access.md, Sign-in). */
export const AuthMessages = {
  accountDeactivated: 'This account is deactivated. Contact an admin.',
  wrongCredentials: 'That email and password do not match an account.',
} as const satisfies MessageTable;
