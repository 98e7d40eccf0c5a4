// Field schemas reused by calls of every area, each with a size bound. Every text goes through the
// text builder (text.ts).
import { z } from 'zod';
import { Limits } from './constants';
import { nameField, textField } from './text';

export const name = nameField({ max: Limits.nameMaxLength, emptyMessage: 'Name is required' });
export const id = textField({ trim: true, min: 1, minMessage: 'Required', max: 64 });
export const ids = z.array(id).min(1, 'Choose at least one').max(Limits.listMaxItems);
export const email = textField({ trim: true, max: 320 }).email('Not an email address');
export const shortText = textField({ trim: true, max: Limits.nameMaxLength });
/** A short label one sees in a list (a degree): like a name, never empty nor made only of invisible characters. */
export const label = nameField({ max: Limits.nameMaxLength, emptyMessage: 'Required' });
/** Search text as typed: not trimmed, since the space after a word is part of what was typed. */
export const searchText = textField({ max: 200 });

const MAX_USER_ID = 2_147_483_647;
const userIdNumber = z.number().int('Must be a whole number').positive('Must be positive').max(MAX_USER_ID, `At most ${MAX_USER_ID}`);
/**
 * A user id: a positive integer sent as a JSON number, or as a string of digits ("12") by a client that
 * sends it so. Nothing else: not "0x2", " 3 ", [1], true.
 */
export const userID = z.union(
  [
    userIdNumber,
    z
      .string()
      .regex(/^[0-9]{1,10}$/)
      .transform(Number)
      .pipe(userIdNumber),
  ],
  'A user id is a whole number, like 12',
);

/** A password as typed: no trimming or normalizing (the exact characters are the secret). Its strength is command-api's rule. */
export const password = textField({ min: 8, minMessage: 'At least 8 characters', max: 200, nfc: false });

const HTTPS_ONLY = 'Use an https:// address (not http:, data: or javascript:)';
/** An image address a browser may load without danger: https only, written out as https://. */
export const httpsUrl = textField({ trim: true, min: 1, minMessage: 'Required', max: 2000 })
  .url({ protocol: /^https$/, error: HTTPS_ONLY, abort: true })
  .refine((v) => /^https:\/\//i.test(v), HTTPS_ONLY);

/** One of a closed list of words; anything else (other text, NUL, invisible characters) is refused. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, `Choose one of: ${values.join(', ')}`);

export const status = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const start = z.number().int().min(0).default(0);
export const count = z.number().int().min(1).max(Limits.pageMaxCount).default(20);
export const sortBy = z.enum(['recent', 'name', 'created', 'modified']).default('recent');
export const statusFilter = z.array(status).max(3).default([1]);
export const empty = z.object({}).strict();
export const ok = z.object({ ok: z.literal(true) });
