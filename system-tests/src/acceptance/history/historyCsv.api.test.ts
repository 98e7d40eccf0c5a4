// A history's CSV download and the audit trail's (downloadAudit), and an entity with many events: the
// files begin with the UTF-8 mark, quote their cells and defuse those a spreadsheet would run; the same
// filters and refusals as the calls; a download stopped midway leaves nothing running; pages of an
// entity with 20,000 events follow their cursor.
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { CURRENT_SCHEMA_VERSION } from '@wb/contracts';
import { PostgresEventStore, type EventToAppend } from '@wb/platform';
import { after, createProject } from '../projects/projectsWorld';
import { csvRecords } from '../reports/csv';
import { download, historyAfter, must, settled, startHistoryWorld, type HistoryWorld, type Page } from './historyWorld';

const MANY = 20_000;
const CHUNK = 1_000;
/** The seeded openings' first time: after the project's own events, so they are its newest. */
const START = Date.now() + 60_000;
const timeOf = (n: number): string => new Date(START + n * 1000).toISOString();

let world: HistoryWorld;
let pool: Pool;
beforeAll(async () => {
  world = await startHistoryWorld();
  pool = new Pool({ connectionString: world.app.databaseUrl, max: 2 });
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await world?.stop();
});

/** Appends `count` openings of the project straight to the store, by two people in turn, a second apart. */
const appendOpenings = async (projectID: string, count: number): Promise<bigint> => {
  const store = await PostgresEventStore.create(pool);
  let last = 0n;
  try {
    for (let from = 0; from < count; from += CHUNK) {
      const events: EventToAppend[] = Array.from({ length: Math.min(CHUNK, count - from) }, (_, k) => {
        const n = from + k;
        const userID = n % 2 === 0 ? world.editor.userID : world.otherEditor.userID;
        return {
          type: 'ProjectAccessed',
          data: { projectID, userID },
          metadata: { eventId: randomUUID(), causationId: randomUUID(), correlationId: 'seed', userID, time: timeOf(n), schemaVersion: CURRENT_SCHEMA_VERSION.ProjectAccessed },
        };
      });
      last = (await store.appendToStream(`project-${projectID}`, events, { expectedRevision: 'any' })).position.globalPosition;
    }
  } finally {
    await store.close();
  }
  return last;
};

describe('CSV downloads', () => {
  let projectID: string;
  let last: Awaited<ReturnType<typeof must>>;
  beforeAll(async () => {
    projectID = await createProject(world.formula, 'Sums, "quoted"');
    last = await must(world.formula, '/project/updateName', { projectID, name: '@risky' });
    await settled(world.admin, last);
  });

  it("downloads a project's history for its members, marked, quoted and defused", async () => {
    const entries = ((await historyAfter(world.formula, last, { entityType: 'project', entityID: projectID })).body as Page).entries;
    const res = await download(world.app.url, world.formula, `/api/history/download?entityType=project&entityID=${projectID}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?history-project-/);
    const [header, ...rows] = await csvRecords(res);
    expect(header).toEqual(['Time', 'Person', 'Person ID', 'Kind', 'Type', 'Summary', 'Changes', 'Entity type', 'Entity ID', 'Project ID', 'Stream', 'Position']);
    expect(rows.map((r) => r[11])).toEqual(entries.map((e) => e.position));
    expect(rows[0]?.slice(1, 6)).toEqual([`'=HYPERLINK("x") Tester`, String(world.formula.userID), 'Project renamed', 'ProjectRenamed', 'Renamed "Sums, ""quoted""" to "@risky"'.replace(/""/g, '"')]);
    expect(JSON.parse(rows[0]?.[6] ?? '')).toEqual([{ field: 'name', before: 'Sums, "quoted"', after: '@risky' }]);
    const kinds = await csvRecords(await download(world.app.url, world.formula, `/api/history/download?entityType=project&entityID=${projectID}&kinds=ProjectCreated`));
    expect(kinds.slice(1).map((r) => r[4])).toEqual(['ProjectCreated']);
  });

  it('refuses a download as the call refuses its history: 401, 403, 400', async () => {
    expect((await download(world.app.url, null, `/api/history/download?entityType=project&entityID=${projectID}`)).status).toBe(401);
    expect((await download(world.app.url, world.viewer, `/api/history/download?entityType=project&entityID=${projectID}`)).status).toBe(403);
    const bad = await download(world.app.url, world.formula, `/api/history/download?entityType=project&entityID=${projectID}&from=soon`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ from: expect.any(String) });
    expect((await download(world.app.url, world.formula, '/api/history/download?entityType=project')).status).toBe(400);
  });

  it('downloads the audit trail with its filters for admin.reports holders only', async () => {
    await world.auditor.client.post('/api/admin/getAudit', {}, after(last));
    const res = await download(world.app.url, world.auditor, `/api/admin/reports/downloadAudit?entityType=project&entityID=${projectID}&userID=${world.formula.userID}`);
    expect(res.status).toBe(200);
    const [header, ...rows] = await csvRecords(res);
    expect(header?.[0]).toBe('Time');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r[9] === projectID && r[2] === String(world.formula.userID))).toBe(true);
    const everything = await csvRecords(await download(world.app.url, world.auditor, '/api/admin/reports/downloadAudit'));
    expect(everything.slice(1).some((r) => r[4] === 'UserAdded')).toBe(true);
    expect((await download(world.app.url, world.editor, '/api/admin/reports/downloadAudit')).status).toBe(403);
    expect((await download(world.app.url, world.auditor, '/api/admin/reports/downloadAudit?limit=5&kinds=not%20a%20type')).status).toBe(400);
  });
});

describe('an entity with many events', () => {
  let projectID: string;
  let minPosition: Record<string, string>;
  beforeAll(async () => {
    projectID = await createProject(world.editor, 'Busy');
    const last = await appendOpenings(projectID, MANY);
    minPosition = { 'X-Min-Position': last.toString() };
    // Read-your-writes waits briefly; the projections take their time over 20,000 events.
    for (let i = 0; i < 120; i++) {
      const page = await world.editor.client.post('/api/history/getHistory', { entityType: 'project', entityID: projectID, limit: 1 }, minPosition);
      if ((page.body as Partial<Page>).entries?.[0]?.at === timeOf(MANY - 1)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 120_000);

  it('pages newest first by cursor, filtered by person and by time', async () => {
    const body = { entityType: 'project', entityID: projectID };
    let before: string | null = null;
    const seen: string[] = [];
    for (let page = 0; page < 5; page++) {
      const answer = await world.editor.client.post('/api/history/getHistory', { ...body, ...(before ? { before } : {}) }, minPosition);
      const { entries, next }: Page = answer.body as Page;
      expect(entries).toHaveLength(50);
      seen.push(...entries.map((e) => e.at));
      before = next;
    }
    const expected = Array.from({ length: 250 }, (_, k) => timeOf(MANY - 1 - k));
    expect(seen).toEqual(expected);
    const other = (await world.editor.client.post('/api/history/getHistory', { ...body, userID: world.otherEditor.userID }, minPosition)).body as Page;
    expect(other.entries).toHaveLength(50);
    expect(other.entries.every((e) => e.actorID === world.otherEditor.userID)).toBe(true);
    const early = (await world.editor.client.post('/api/history/getHistory', { ...body, from: timeOf(0), to: timeOf(10) }, minPosition)).body as Page;
    expect(early.entries.map((e) => e.at)).toEqual(Array.from({ length: 10 }, (_, k) => timeOf(9 - k)));
  });

  it('stops reading when the browser stops the download: a few pages of the file read, nothing left running', async () => {
    const fetched = async (): Promise<number> => {
      // Other sessions' counts reach the statistics within PGSTAT_IDLE_INTERVAL (10 s) of their last statement.
      await new Promise((r) => setTimeout(r, 11_000));
      const { rows } = await pool.query<{ n: string }>(`SELECT (coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0))::text AS n FROM pg_stat_user_tables WHERE relname = 'history_entries'`);
      return Number(rows[0]?.n ?? 0);
    };
    const fetchedBefore = await fetched();
    const controller = new AbortController();
    const res = await download(world.app.url, world.editor, `/api/history/download?entityType=project&entityID=${projectID}`, controller.signal);
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    const first = await reader?.read();
    expect(first?.done).toBe(false);
    controller.abort();
    await new Promise((r) => setTimeout(r, 500));
    const running = await pool.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query LIKE '%history_entries%' AND pid <> pg_backend_pid()`,
    );
    expect(running.rows[0]?.n).toBe(0);
    // A page is 2,000 rows; those the socket buffers took are read, the rest of the 20,000 never.
    expect((await fetched()) - fetchedBefore).toBeLessThan(MANY / 2);
    // The server goes on answering.
    expect((await world.editor.client.post('/api/history/getHistory', { entityType: 'project', entityID: projectID, limit: 1 })).status).toBe(200);
  }, 60_000);
});
