// The project as it was: a pure fold of the project's events (read up to one global position, in global
// order) into the snapshot the page shows (DESIGN.md section 6: "fold its stream up to that time").
// Names of people and folders are looked up after the fold, for the ids it ends with.
import type { AnyRecordedEvent, AsOfPerson, ProjectSnapshot } from '@wb/contracts';
import { CARD_EVENT_TYPES, evolveCard } from './evolveCard';
import { CONTENT_EVENT_TYPES, evolveContent } from './evolveContent';
import { emptyFoldState, type FoldState } from './foldState';

/** Every type the fold reads: the store passes over the others (a project's many ProjectAccessed) unsent. */
export const FOLD_EVENT_TYPES: readonly string[] = [...CARD_EVENT_TYPES, ...CONTENT_EVENT_TYPES];

export const foldProject = (projectID: string, events: readonly AnyRecordedEvent[]): FoldState => {
  const state = emptyFoldState();
  for (const event of events) {
    if (!evolveCard(state, event)) evolveContent(state, projectID, event);
  }
  return state;
};

/** The ids whose names the snapshot shows. */
export const namesNeeded = (state: FoldState): { userIDs: number[]; folderIDs: string[] } => {
  const ids = new Set<number>(state.members);
  for (const c of state.comments.values()) {
    if (c.authorID !== null) ids.add(c.authorID);
    if (c.resolvedByID !== null) ids.add(c.resolvedByID);
  }
  for (const t of state.tasks.values()) ids.add(t.assigneeID);
  for (const e of state.tracking.values()) ids.add(e.userID);
  return { userIDs: [...ids], folderIDs: state.card?.folderIDs ?? [] };
};

export interface Names {
  readonly people: ReadonlyMap<number, string>;
  readonly folders: ReadonlyMap<string, string>;
}

const byText =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b));

export const toSnapshot = (state: FoldState, names: Names): ProjectSnapshot => {
  const person = (userID: number): AsOfPerson => ({ userID, name: names.people.get(userID) ?? `User ${userID}` });
  const personOrNull = (userID: number | null): AsOfPerson | null => (userID === null ? null : person(userID));
  const { card } = state;
  return {
    card: card && {
      name: card.name,
      status: card.status,
      createdAt: card.createdAt,
      folders: card.folderIDs.map((projectGroupID) => ({ projectGroupID, name: names.folders.get(projectGroupID) ?? projectGroupID })),
      due: card.due,
      links: card.links,
      wordCount: card.wordCount,
      thumbnail: card.thumbnail,
      boardCard: card.boardCard,
    },
    members: state.members.map(person),
    files: [...state.files.values()]
      .filter((f) => (f.uploadedHere || f.linked) && !f.deleted)
      .map(({ fileID, name, type, versions, tags }) => ({ fileID, name, type, versions, tags: [...tags.values()].sort() }))
      .sort(byText((f) => f.name)),
    comments: [...state.comments.values()]
      // In the order they were made (the fold's order).
      .map(({ authorID, resolvedByID, ...c }) => ({ ...c, author: personOrNull(authorID), resolvedBy: personOrNull(resolvedByID) })),
    scenes: [...state.scenes.values()]
      .filter((s) => !s.deleted)
      .map(({ deleted: _deleted, ...scene }) => scene)
      .sort(byText((s) => s.name)),
    tasks: [...state.tasks.values()]
      .filter((t) => t.here)
      .map(({ assigneeID, here: _here, ...t }) => ({ ...t, assignee: person(assigneeID) }))
      .sort(byText((t) => t.text)),
    tracking: [...state.tracking.values()]
      .map(({ userID, ...e }) => ({ ...e, user: person(userID) }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.taskID - b.taskID || a.user.userID - b.user.userID),
  };
};
