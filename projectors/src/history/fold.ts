// One event folded onto its stream's flat state: the fields it set, their values before and after, and
// what it did in plain words. Pure: the batch (batch.ts) brings the states and names and writes the
// results. A type without a describer (rules/) sets every field of its data but the stream's own id and
// the `previous…` fields (which restate the value before), and is summed up from its changes.
import { historyKindOf, type AnyRecordedEvent, type HistoryChange } from '@wb/contracts';
import type { StreamEntity } from './entities';
import { historyRules } from './rules';
import type { Rule } from './rules/rule';
import { boundValue, isSecretField, sameValue, shown } from './values';

/** Names the fold needs: people by id and folders by id, as known when the event is folded. */
export interface NameBook {
  readonly person: (userID: number) => string | undefined;
  readonly folder: (projectGroupID: string) => string | undefined;
}

export interface FoldedEvent {
  readonly summary: string;
  readonly changes: HistoryChange[];
}

/** A stream's state as the batch folds it: changed in place, event after event (copying it per event cost more than the rest of the fold). */
export type MutableState = Record<string, unknown>;

const MAX_SUMMARY = 500;
/** Changes a generic summary names before it says how many more there are. */
const NAMED_CHANGES = 3;

const genericSet = (data: unknown, entity: StreamEntity): Record<string, unknown> => {
  if (typeof data !== 'object' || data === null) return {};
  return Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([field, value]) => value !== entity.entityID && !/^previous[A-Z]/.test(field)));
};

const changeWords = (change: HistoryChange): string =>
  change.after === null
    ? `cleared ${change.field}`
    : change.before === null
      ? `set ${change.field} to ${shown(change.after)}`
      : `changed ${change.field} from ${shown(change.before)} to ${shown(change.after)}`;

const genericSummary = (type: string, changes: readonly HistoryChange[]): string => {
  const kind = historyKindOf(type);
  if (changes.length === 0) return kind;
  const named = changes.slice(0, NAMED_CHANGES).map(changeWords);
  const more = changes.length > NAMED_CHANGES ? ` and ${changes.length - NAMED_CHANGES} more` : '';
  return `${kind}: ${named.join('; ')}${more}`;
};

const cut = (text: string): string => (text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text);

/**
 * Folds one event onto its stream's state, in place, and answers what it changed and what it did in
 * words. A field cleared is kept as null (deleting keys makes every later copy and lookup slower).
 */
export const foldEvent = (event: AnyRecordedEvent, state: MutableState, entity: StreamEntity, names: NameBook): FoldedEvent => {
  const rule = historyRules[event.type] as Rule<unknown> | undefined;
  const set = rule?.set ? rule.set(event.data, state) : genericSet(event.data, entity);
  const changes: HistoryChange[] = [];
  for (const field in set) {
    if (isSecretField(field)) continue;
    const value = boundValue(set[field]);
    const previous = state[field] ?? null;
    if (!sameValue(previous, value)) changes.push({ field, before: previous, after: value });
  }
  const nameOf = (userID: number | null): string => (userID === null ? 'Someone' : (names.person(userID) ?? `User ${userID}`));
  const folderName = (id: string): string => {
    const name = names.folder(id);
    return name === undefined ? 'a folder' : `the folder "${name}"`;
  };
  // The words read the state as it was before the event, so the state changes after them.
  const summary = rule?.summary ? rule.summary(event.data, { nameOf, folderName, before: state, changes }) : genericSummary(event.type, changes);
  for (const change of changes) state[change.field] = change.after;
  return { summary: cut(summary), changes };
};
