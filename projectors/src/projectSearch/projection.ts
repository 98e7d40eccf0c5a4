// The dashboard's search index (spec 000: "The project list is searched through a hosted search
// index"): one document per project, its name, its status and the time it last changed, so that a
// search filters by status and orders a page by Recent or Modified from the index alone, looking up
// only the cards of the page it answers. It writes to the SearchIndex port, not to the batch's
// transaction, so a batch replayed after a crash writes the same documents again: every write sets the
// latest name, status and time (latest wins within a batch, and batches are applied in order), which
// makes the replay harmless. A batch is at most two writes: its documents folded in order, one upsert
// for those with a new name and one change for the rest.
import { ProjectStatus, ProjectStatusSetBy, ReadModels, SearchIndices, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, SearchDocumentChange, SearchIndex } from '@wb/platform';
import { CONTENTS_TYPES } from '../projectList/fold';

export const PROJECT_SEARCH_PROJECTION = ReadModels.projectSearch;

/** A document's next state as the batch leaves it: text only when the batch named the project. */
interface Pending extends SearchDocumentChange {
  readonly text?: string;
}

type EventOf<T extends AnyRecordedEvent['type']> = Extract<AnyRecordedEvent, { type: T }>;

/** A change of the card's other columns: the document keeps its name and status and takes the time. */
const touched = (e: { readonly data: { readonly projectID: string }; readonly metadata: { readonly time: string } }): Pending => ({ id: e.data.projectID, time: e.metadata.time });

/**
 * What each event it reads changes in its project's document: the events that set a project card's
 * `modified` (projectList's fold touches on the same ones; a test compares the two over the product's
 * event mix). Its keys are the projection's event types.
 */
const CHANGES: { readonly [T in AnyRecordedEvent['type']]?: (event: EventOf<T>) => Pending } = {
  ProjectCreated: (e) => ({ id: e.data.projectID, text: e.data.name, time: e.metadata.time, status: ProjectStatus.Active }),
  ProjectRenamed: (e) => ({ id: e.data.projectID, text: e.data.name, time: e.metadata.time }),
  ProjectArchived: (e) => ({ id: e.data.projectID, time: e.metadata.time, status: ProjectStatusSetBy[e.type] }),
  ProjectDeleted: (e) => ({ id: e.data.projectID, time: e.metadata.time, status: ProjectStatusSetBy[e.type] }),
  ProjectRevived: (e) => ({ id: e.data.projectID, time: e.metadata.time, status: ProjectStatusSetBy[e.type] }),
  ProjectAddedToFolder: touched,
  ProjectRemovedFromFolder: touched,
  // The contents page's settings, the tracked word count, the card-board and learning links: the project
  // list's own list of them, so a type added there cannot be missed here.
  ...Object.fromEntries(CONTENTS_TYPES.map((type) => [type, touched])),
};

const EVENT_TYPES = Object.keys(CHANGES) as AnyRecordedEvent['type'][];

/** What an event changes in its project's document, if anything. */
const changeOf = (event: AnyRecordedEvent): Pending | null => {
  // The map is typed per key; looked up by a union, TypeScript cannot pair the event with its function.
  const change = CHANGES[event.type] as ((e: AnyRecordedEvent) => Pending) | undefined;
  return change ? change(event) : null;
};

/** The batch's changes folded per project, in order: later values win, a value left out stays. */
const foldPending = (events: readonly AnyRecordedEvent[]): Pending[] => {
  const folded = new Map<string, Pending>();
  for (const event of events) {
    const change = changeOf(event);
    if (change) folded.set(change.id, { ...folded.get(change.id), ...change });
  }
  return [...folded.values()];
};

export const projectSearchProjection = (index: SearchIndex): Projection => {
  const write = async (events: readonly AnyRecordedEvent[]): Promise<void> => {
    const pending = foldPending(events);
    if (pending.length === 0) return;
    await index.ensureIndex(SearchIndices.projects);
    const documents = pending.flatMap(({ text, ...rest }) => (text === undefined ? [] : [{ ...rest, text }]));
    const changes = pending.filter((p) => p.text === undefined);
    if (documents.length) await index.upsert(SearchIndices.projects, documents);
    if (changes.length) await index.change(SearchIndices.projects, changes);
  };
  return {
    name: PROJECT_SEARCH_PROJECTION,
    // 2: word starts ranked, newest first (the documents carry the creation time). 3: each document's
    // status, and its time is when the project last changed (the card's `modified`). 4: the contents
    // page's settings, the word count and the card-board link change that time too.
    version: 4,
    // No read-model tables: its documents live in the search index (rebuilding replays them into it).
    tables: [],
    async createTables() {},
    eventTypes: EVENT_TYPES,
    async apply(_client, event) {
      await write([event]);
    },
    async applyBatch(_client, events) {
      await write(events);
    },
  };
};
