// The moment a project is looked at (docs/decisions/projectAsOf.md): a date-time, or a point of its
// history (a global event position, as the history entries give it). Neither: now.
import { z } from 'zod';

const MAX_POSITION = 9_223_372_036_854_775_807n;
const positionMessage = 'A position in the history, like 1234';

/** A global event position as decimal text (the history's entries carry it so). */
export const asOfPosition = z
  .string()
  .regex(/^[1-9][0-9]{0,18}$/, positionMessage)
  // Zod runs a refinement even after the pattern failed: BigInt only gets digits here.
  .refine((v) => /^[0-9]{1,19}$/.test(v) && BigInt(v) <= MAX_POSITION, positionMessage);

export const asOfTime = z.iso.datetime({ offset: true, message: 'A date and time like 2026-12-31T23:59:00Z' });

/** One moment: `at` or `position`, not both; neither is now. */
export const AsOfMoment = z
  .object({ at: asOfTime.optional(), position: asOfPosition.optional() })
  .refine((m) => m.at === undefined || m.position === undefined, { message: 'Give a date and time or a position, not both', path: ['position'] });
export type AsOfMoment = z.infer<typeof AsOfMoment>;
