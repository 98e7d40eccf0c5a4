// The bounded inputs of the card-board calls. Card-board ids go into the card board's URL paths, so
// they are letters, digits, '-' and '_' only.
import { z } from 'zod';
import { id } from '../kernel/fields';
import { CardBoardLimits } from './constants';
import { CardBoardMessages } from './messages';

export const trelloID = id.regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only');

/** A project in no folder has no boards to choose a card from (spec 000 section 5). */
export const projectGroupIDs = z.array(id).min(1, CardBoardMessages.cardBoardNoFolders).max(CardBoardLimits.maxFolders, `At most ${CardBoardLimits.maxFolders} folders`);

/** A day (2026-12-31) or a date and time with its offset; null (or '') clears the due date. */
export const dueDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true }), z.literal(''), z.null()], 'A date like 2026-12-31, a date and time like 2026-12-31T17:00:00Z, or null')
  .transform((v) => (v === '' ? null : v));
