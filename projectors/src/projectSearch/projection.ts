// The dashboard's search index (spec 000: "The project list is searched through a hosted search
// index"): one document per project, its name. It writes to the SearchIndex port, not to the batch's
// transaction, so a batch replayed after a crash writes the same documents again. Every write is an
// upsert of the latest name (latest wins within a batch, and batches are applied in order), which makes
// the replay harmless. A batch is one write: its documents folded in order, one upsert.
import { ReadModels, SearchIndices, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, SearchDocument, SearchIndex } from '@wb/platform';

export const PROJECT_SEARCH_PROJECTION = ReadModels.projectSearch;

/** The document an event writes, if any. A rename leaves out the time, so the document keeps its creation time (newest ranks first). */
const documentOf = (event: AnyRecordedEvent): SearchDocument | null => {
  if (event.type === 'ProjectCreated') return { id: event.data.projectID, text: event.data.name, time: event.metadata.time };
  if (event.type === 'ProjectRenamed') return { id: event.data.projectID, text: event.data.name };
  return null;
};

export const projectSearchProjection = (index: SearchIndex): Projection => {
  const write = async (documents: readonly SearchDocument[]): Promise<void> => {
    if (documents.length === 0) return;
    await index.ensureIndex(SearchIndices.projects);
    // The port folds an id named twice (created then renamed in one batch) as writing them one by one would.
    await index.upsert(SearchIndices.projects, documents);
  };
  return {
    name: PROJECT_SEARCH_PROJECTION,
    // 2: word starts ranked, newest first (the documents carry the creation time).
    version: 2,
    // No read-model tables: its documents live in the search index (rebuilding replays them into it).
    tables: [],
    async createTables() {},
    eventTypes: ['ProjectCreated', 'ProjectRenamed'],
    async apply(_client, event) {
      const document = documentOf(event);
      if (document) await write([document]);
    },
    async applyBatch(_client, events) {
      await write(events.flatMap((event) => documentOf(event) ?? []));
    },
  };
};
