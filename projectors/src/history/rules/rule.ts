// A describer of one event type: which fields of its stream's flat state it sets, and what it did in
// plain words. A type without one gets the generic rule (fold.ts): every field of its data set, and a
// summary from the kind and the changed fields.
import type { EventData, EventType, HistoryChange } from '@wb/contracts';
import type { FoldedState } from '../values';

export interface SummaryContext {
  /** A person's name as the history knows it ('user 12' before their UserAdded). */
  readonly nameOf: (userID: number | null) => string;
  /** A folder as the history knows it: 'the folder "Science"', or 'a folder' before its FolderCreated. */
  readonly folderName: (projectGroupID: string) => string;
  /** The stream's state before the event. */
  readonly before: FoldedState;
  readonly changes: readonly HistoryChange[];
}

export interface Rule<D> {
  /** The fields the event sets and their new values (list fields read their value before). */
  readonly set?: (data: D, before: FoldedState) => Record<string, unknown>;
  readonly summary?: (data: D, context: SummaryContext) => string;
}

export type Rules = { readonly [T in EventType]?: Rule<EventData<T>> };

/** The list with the item added (once). */
export const withItem = (list: unknown, item: unknown): unknown[] => {
  const items = Array.isArray(list) ? (list as unknown[]) : [];
  return items.includes(item) ? items : [...items, item];
};

/** The list without the items. */
export const withoutItems = (list: unknown, removed: readonly unknown[]): unknown[] => (Array.isArray(list) ? (list as unknown[]).filter((item) => !removed.includes(item)) : []);
