// The filters of a history, the audit trail and their CSV downloads (docs/decisions/history.md).
import { z } from 'zod';
import { textField } from '../kernel/text';
import { userID } from '../kernel/fields';
import { HistoryEntityTypes, HistoryLimits } from './constants';

const { maxPage, defaultPage, maxKinds, maxKindLength, maxEntityIDLength } = HistoryLimits;

export const historyEntityType = z.enum(HistoryEntityTypes, `Choose one of: ${HistoryEntityTypes.join(', ')}`);

/**
 * The entity's id as text: a project's, folder's, kit's, file's or scene's id, a user's number, or for a
 * comment thread the id of its stream: `filecomments-<fileID>`, `scenecomments-<sceneID>` or
 * `projectcomments-<projectID>`.
 */
export const historyEntityID = textField({ trim: true, min: 1, minMessage: 'Required', max: maxEntityIDLength });

/** An event type, as the catalogue names it (ProjectRenamed). */
export const historyKind = z
  .string()
  .max(maxKindLength, `At most ${maxKindLength} characters`)
  .regex(/^[A-Z][A-Za-z0-9]*$/, 'An event type, like ProjectRenamed');

const isoTime = z.iso.datetime({ offset: true, message: 'A date and time like 2026-12-31T23:59:00Z' });

const CURSOR = /^-?[0-9]{1,17}\.[0-9]{1,19}$/;
const CURSOR_MESSAGE = 'A cursor from the previous page';
/**
 * A page's cursor, as the previous page's `next` gave it: the last entry's time (microseconds since
 * 1970) and global position, `<micros>.<position>`. Pages are ordered by time, then position.
 */
export const historyCursor = z
  .string()
  .max(40, CURSOR_MESSAGE)
  .refine((v) => CURSOR.test(v) && BigInt(v.slice(v.indexOf('.') + 1)) <= 9_223_372_036_854_775_807n, CURSOR_MESSAGE);

/** The filters every history and audit read takes. */
export const historyFilters = {
  /** Only the events this person made. */
  userID: userID.optional(),
  /** Only events of these types. */
  kinds: z.array(historyKind).max(maxKinds, `At most ${maxKinds} kinds`).optional(),
  /** Only events at or after this time. */
  from: isoTime.optional(),
  /** Only events before this time. */
  to: isoTime.optional(),
  before: historyCursor.optional(),
  limit: z.number().int('A whole number').min(1, 'At least 1').max(maxPage, `At most ${maxPage}`).default(defaultPage),
};

export const HistoryInput = z.object({ entityType: historyEntityType, entityID: historyEntityID, ...historyFilters });
export type HistoryInput = z.infer<typeof HistoryInput>;

/** The audit trail's filters: an entity type alone narrows to that kind of entity; an entity id needs its type. */
export const AuditInput = z
  .object({ entityType: historyEntityType.optional(), entityID: historyEntityID.optional(), ...historyFilters })
  .refine((v) => v.entityID === undefined || v.entityType !== undefined, { message: 'Name the entity type of this id', path: ['entityID'] })
  .prefault({});
export type AuditInput = z.infer<typeof AuditInput>;
