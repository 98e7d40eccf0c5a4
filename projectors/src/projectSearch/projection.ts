// The dashboard's search index (spec 000: "The project list is searched through a hosted search
// index"): one document per project, its name. It writes to the SearchIndex port, not to the batch's
// transaction, so a batch replayed after a crash writes the same documents again: every write is an
// upsert of the latest name, which makes the replay harmless.
import { ReadModels, SearchIndices, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, SearchIndex } from '@wb/platform';

export const PROJECT_SEARCH_PROJECTION = ReadModels.projectSearch;

export const projectSearchProjection = (index: SearchIndex): Projection => ({
  name: PROJECT_SEARCH_PROJECTION,
  // 2: word starts ranked, newest first (the documents carry the creation time).
  version: 2,
  // No read-model tables: its documents live in the search index (rebuilding replays them into it).
  tables: [],
  async createTables() {},
  async apply(_client, event: AnyRecordedEvent) {
    if (event.type !== 'ProjectCreated' && event.type !== 'ProjectRenamed') return;
    await index.ensureIndex(SearchIndices.projects);
    // A rename leaves out the time, so the document keeps its creation time (newest ranks first).
    const time = event.type === 'ProjectCreated' ? { time: event.metadata.time } : {};
    await index.upsert(SearchIndices.projects, [{ id: event.data.projectID, text: event.data.name, ...time }]);
  },
});
