// The search projection applied a batch at a time (at most one upsert and one change per batch) writes
// exactly the documents it writes event by event, over the product mix; a replay from an earlier
// checkpoint (a crash after the index write, before the checkpoint's commit) leaves them as they were.
// Each document's time and status are the project card's `modified` and `status`, which the dashboard's
// search orders and filters by.
import { START_POSITION, type AnyRecordedEvent, type RecordedEvent } from '@wb/contracts';
import { liveTableName, PostgresSearchIndex, rebuildProjection, silentLogger, type Projection, type SearchDocument, type SearchDocumentChange, type SearchIndex } from '@wb/platform';
import { projectListProjection } from '../projectList/projection';
import { appendProjectListExtras } from '../projectList/workload';
import { createHarness, type Harness } from '../testing/harness';
import { appendWorkload } from '../testing/workload';
import { projectSearchProjection } from './projection';

/** The index, counting its writes (each write's number of documents). */
const counting = (index: SearchIndex) => {
  const writes = { upserts: [] as number[], changes: [] as number[] };
  const counted: SearchIndex = {
    ensureIndex: (name) => index.ensureIndex(name),
    async upsert(name, documents: readonly SearchDocument[]) {
      writes.upserts.push(documents.length);
      await index.upsert(name, documents);
    },
    async change(name, changes: readonly SearchDocumentChange[]) {
      writes.changes.push(changes.length);
      await index.change(name, changes);
    },
    remove: (name, ids) => index.remove(name, ids),
    search: (name, text, limit, filter) => index.search(name, text, limit, filter),
    ping: () => index.ping(),
    close: () => index.close(),
  };
  return { counted, writes };
};

const writesDocuments = (event: AnyRecordedEvent): boolean => projectSearchProjection(null as never).eventTypes?.includes(event.type) ?? false;
const names = (event: AnyRecordedEvent): boolean => event.type === 'ProjectCreated' || event.type === 'ProjectRenamed';

describe('projectSearch applied a batch at a time', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const documents = () => h.rows("SELECT id, word_no, rest, time, status FROM search_words WHERE index_name = 'projects' ORDER BY id, word_no");

  it('writes at most one upsert and one change per batch, the same documents as event by event, and a replay from an earlier checkpoint changes none', async () => {
    await appendWorkload(h);
    const last = await appendProjectListExtras(h);
    const { counted, writes } = counting(new PostgresSearchIndex(h.db.pool));
    const projection = projectSearchProjection(counted);
    const { applyBatch } = projection;
    if (!applyBatch) throw new Error('projectSearch has no applyBatch');
    let batchesWithDocuments = 0;
    const live: Projection = {
      ...projection,
      async applyBatch(client, events, t) {
        if (events.some(writesDocuments)) batchesWithDocuments += 1;
        const before = { upserts: writes.upserts.length, changes: writes.changes.length };
        await applyBatch(client, events, t);
        expect(writes.upserts.length - before.upserts).toBeLessThanOrEqual(1);
        expect(writes.changes.length - before.changes).toBeLessThanOrEqual(1);
      },
    };
    // Small batches: it reads only the events that change a document, which would otherwise fit in one batch.
    const runner = await h.run([live], { batchSize: 50 });
    expect(await runner.waitForPosition(last, 30_000)).toBe(true);
    await runner.stop();
    expect(runner.status()[0]).toMatchObject({ parked: 0, lastError: null });

    const all: RecordedEvent[] = await h.eventStore.readAll({ after: START_POSITION, limit: 100_000 });
    const creationsAndRenames = all.filter((e) => names(e as AnyRecordedEvent)).length;
    const handled = all.filter((e) => writesDocuments(e as AnyRecordedEvent)).length;
    expect(batchesWithDocuments).toBeGreaterThan(1);
    expect(writes.upserts.length + writes.changes.length).toBeGreaterThanOrEqual(batchesWithDocuments);
    // Each project named in a batch is written once however many events it had there.
    expect(writes.upserts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(creationsAndRenames);
    expect(writes.changes.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const batched = await documents();
    // Renamed projects carry their new name.
    expect(batched.filter((d) => d.id === 'x1')).toEqual([
      { id: 'x1', word_no: 0, rest: 'etude of cells', time: expect.any(Date), status: expect.any(Number) },
      { id: 'x1', word_no: 1, rest: 'of cells', time: expect.any(Date), status: expect.any(Number) },
      { id: 'x1', word_no: 2, rest: 'cells', time: expect.any(Date), status: expect.any(Number) },
    ]);
    expect(batched.filter((d) => d.id === 'p7').map((d) => d.rest)).toEqual(['project number 7', 'number 7', '7']);

    // The crash: the last 700 events applied again in batches from an earlier checkpoint.
    const client = await h.db.pool.connect();
    try {
      const replay = all.slice(-700) as AnyRecordedEvent[];
      for (let i = 0; i < replay.length; i += 250) await applyBatch(client, replay.slice(i, i + 250), liveTableName);
    } finally {
      client.release();
    }
    expect(await documents()).toEqual(batched);

    const before = writes.upserts.length + writes.changes.length;
    await h.db.pool.query('DELETE FROM search_words');
    const rebuilt = await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection: { ...projection, applyBatch: undefined }, logger: silentLogger(), batchSize: 97 });
    expect(rebuilt.parked).toBe(0);
    expect(await documents()).toEqual(batched);
    // Event by event: one write per event that changes a document.
    expect(writes.upserts.length + writes.changes.length - before).toBe(handled);

    // The document's time and status are the card's modified and status, for every project but one the
    // workload creates twice (an event the command side never writes: projectList parks it, the search
    // takes it as a rename).
    const cards = await h.run([projectListProjection]);
    expect(await cards.waitForPosition(last, 30_000)).toBe(true);
    await cards.stop();
    const creations = new Map<string, number>();
    for (const e of all as AnyRecordedEvent[]) if (e.type === 'ProjectCreated') creations.set(e.data.projectID, (creations.get(e.data.projectID) ?? 0) + 1);
    const createdTwice = [...creations].filter(([, n]) => n > 1).map(([id]) => id);
    expect(createdTwice).toEqual(['p1']);
    const differing = await h.rows(
      `SELECT p.project_id, p.modified, p.status, w.time, w.status AS indexed_status
      FROM projects p JOIN search_words w ON w.index_name = 'projects' AND w.id = p.project_id AND w.word_no = 0
      WHERE (w.time IS DISTINCT FROM p.modified OR w.status <> p.status) AND NOT p.project_id = ANY($1::text[])`,
      [createdTwice],
    );
    expect(differing).toEqual([]);
    const unindexed = await h.rows(`SELECT project_id, name FROM projects p
      WHERE NOT EXISTS (SELECT FROM search_words w WHERE w.index_name = 'projects' AND w.id = p.project_id)`);
    expect(unindexed).toEqual([]);
  });
});
