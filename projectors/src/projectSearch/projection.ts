// The dashboard's search index (spec 000: "The project list is searched through a hosted search
// index"): one document per project, its name, its status and the time it last changed, so that a
// search filters by status and orders a page by Recent or Modified from the index alone, looking up
// only the cards of the page it answers. It writes to the SearchIndex port, not to the batch's
// transaction, so a batch replayed after a crash writes the same documents again: every write sets the
// latest name, status and time (latest wins within a batch, and batches are applied in order), which
// makes the replay harmless. A batch is at most two writes: its documents folded in order, one upsert
// for those with a new name and one change for the rest.
import { ProjectStatus, ReadModels, SearchIndices, type AnyRecordedEvent, type EventType } from '@wb/contracts';
import type { Projection, SearchDocumentChange, SearchIndex } from '@wb/platform';

export const PROJECT_SEARCH_PROJECTION = ReadModels.projectSearch;

const STATUS_OF = { ProjectArchived: ProjectStatus.Archived, ProjectDeleted: ProjectStatus.Deleted, ProjectRevived: ProjectStatus.Active } as const;

/**
 * The events that set a project card's `modified` (projectList's fold.ts touches on the same ones; a
 * test compares the two over the product's event mix), each with what it changes in the document.
 */
const HANDLED = ['ProjectCreated', 'ProjectRenamed', 'ProjectArchived', 'ProjectDeleted', 'ProjectRevived', 'ProjectAddedToFolder', 'ProjectRemovedFromFolder'] as const satisfies readonly EventType[];

/** A document's next state as the batch leaves it: text only when the batch named the project. */
interface Pending extends SearchDocumentChange {
  readonly text?: string;
}

/** What an event changes in its project's document, if anything. */
const changeOf = (event: AnyRecordedEvent): Pending | null => {
  const time = event.metadata.time;
  switch (event.type) {
    case 'ProjectCreated': return { id: event.data.projectID, text: event.data.name, time, status: ProjectStatus.Active };
    case 'ProjectRenamed': return { id: event.data.projectID, text: event.data.name, time };
    case 'ProjectArchived':
    case 'ProjectDeleted':
    case 'ProjectRevived': return { id: event.data.projectID, time, status: STATUS_OF[event.type] };
    case 'ProjectAddedToFolder':
    case 'ProjectRemovedFromFolder': return { id: event.data.projectID, time };
    default: return null;
  }
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
    // status, and its time is when the project last changed (the card's `modified`).
    version: 3,
    // No read-model tables: its documents live in the search index (rebuilding replays them into it).
    tables: [],
    async createTables() {},
    eventTypes: [...HANDLED],
    async apply(_client, event) {
      await write([event]);
    },
    async applyBatch(_client, events) {
      await write(events);
    },
  };
};
