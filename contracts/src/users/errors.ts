import type { ErrorCodeTable } from '../kernel/errors';

/** Add user with an id or an email already used answers 409 naming the field. */
export const UserErrorCode = {
  emailTaken: 409,
  userIdTaken: 409,
} as const satisfies ErrorCodeTable;
