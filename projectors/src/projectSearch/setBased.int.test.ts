// The search projection applied a batch at a time (one upsert per batch) writes exactly the documents it
// writes event by event, over the product mix; a replay from an earlier checkpoint (a crash after the
// index write, before the checkpoint's commit) leaves them as they were.
import { START_POSITION, type AnyRecordedEvent, type RecordedEvent } from '@wb/contracts';
import { liveTableName, PostgresSearchIndex, rebuildProjection, silentLogger, type Projection, type SearchDocument, type SearchIndex } from '@wb/platform';
import { appendProjectListExtras } from '../projectList/workload';
import { createHarness, type Harness } from '../testing/harness';
import { appendWorkload } from '../testing/workload';
import { projectSearchProjection } from './projection';

/** The index, counting its writes. */
const counting = (index: SearchIndex) => {
  const writes: number[] = [];
  const counted: SearchIndex = {
    ensureIndex: (name) => index.ensureIndex(name),
    async upsert(name, documents: readonly SearchDocument[]) {
      writes.push(documents.length);
      await index.upsert(name, documents);
    },
    remove: (name, ids) => index.remove(name, ids),
    search: (name, text, limit) => index.search(name, text, limit),
    ping: () => index.ping(),
    close: () => index.close(),
  };
  return { counted, writes };
};

const writesDocuments = (event: AnyRecordedEvent): boolean => event.type === 'ProjectCreated' || event.type === 'ProjectRenamed';

describe('projectSearch applied a batch at a time', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const documents = () => h.rows("SELECT id, word_no, rest, time FROM search_words WHERE index_name = 'projects' ORDER BY id, word_no");

  it('writes one upsert per batch, the same documents as event by event, and a replay from an earlier checkpoint changes none', async () => {
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
        await applyBatch(client, events, t);
      },
    };
    // Small batches: it reads only creations and renames, which would otherwise fit in one batch.
    const runner = await h.run([live], { batchSize: 50 });
    expect(await runner.waitForPosition(last, 30_000)).toBe(true);
    await runner.stop();
    expect(runner.status()[0]).toMatchObject({ parked: 0, lastError: null });

    const all: RecordedEvent[] = await h.eventStore.readAll({ after: START_POSITION, limit: 100_000 });
    const creationsAndRenames = all.filter((e) => writesDocuments(e as AnyRecordedEvent)).length;
    expect(batchesWithDocuments).toBeGreaterThan(1);
    expect(writes).toHaveLength(batchesWithDocuments);
    expect(writes.reduce((a, b) => a + b, 0)).toBe(creationsAndRenames);
    const batched = await documents();
    // Renamed projects carry their new name and their creation time.
    expect(batched.filter((d) => d.id === 'x1')).toEqual([
      { id: 'x1', word_no: 0, rest: 'etude of cells', time: expect.any(Date) },
      { id: 'x1', word_no: 1, rest: 'of cells', time: expect.any(Date) },
      { id: 'x1', word_no: 2, rest: 'cells', time: expect.any(Date) },
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

    const before = writes.length;
    await h.db.pool.query('DELETE FROM search_words');
    const rebuilt = await rebuildProjection({ eventStore: h.eventStore, pool: h.db.pool, projection: { ...projection, applyBatch: undefined }, logger: silentLogger(), batchSize: 97 });
    expect(rebuilt.parked).toBe(0);
    expect(await documents()).toEqual(batched);
    // Event by event: one write per creation or rename.
    expect(writes.length - before).toBe(creationsAndRenames);
  });
});
