// The bound on CSV downloads streaming at once, through the product: a holder of admin.reports with
// three audit files streaming (each large enough to stall on a browser that reads nothing) is refused a
// fourth CSV, the audit's or a history's, with 429, the product's error body and Retry-After; someone
// else still downloads; once one of the three is stopped, the next is answered.
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { CURRENT_SCHEMA_VERSION } from '@wb/contracts';
import { PostgresEventStore, type EventToAppend } from '@wb/platform';
import { createProject } from '../projects/projectsWorld';
import { download, startHistoryWorld, type HistoryWorld } from '../history/historyWorld';

/** Openings appended so that the audit file (about 6 MB) outgrows what the sockets buffer. */
const MANY = 20_000;
const CHUNK = 1_000;
const AUDIT = '/api/admin/reports/downloadAudit';

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

const appendOpenings = async (projectID: string): Promise<bigint> => {
  const store = await PostgresEventStore.create(pool);
  let last = 0n;
  try {
    for (let from = 0; from < MANY; from += CHUNK) {
      const events: EventToAppend[] = Array.from({ length: CHUNK }, () => ({
        type: 'ProjectAccessed',
        data: { projectID, userID: world.editor.userID },
        metadata: {
          eventId: randomUUID(),
          causationId: randomUUID(),
          correlationId: 'seed',
          userID: world.editor.userID,
          time: new Date().toISOString(),
          schemaVersion: CURRENT_SCHEMA_VERSION.ProjectAccessed,
        },
      }));
      last = (await store.appendToStream(`project-${projectID}`, events, { expectedRevision: 'any' })).position.globalPosition;
    }
  } finally {
    await store.close();
  }
  return last;
};

describe('CSV downloads streaming at once', () => {
  let projectID: string;
  beforeAll(async () => {
    projectID = await createProject(world.editor, 'Busy downloads');
    const last = await appendOpenings(projectID);
    // The audit holds them once the history read model has them.
    for (let i = 0; i < 240; i++) {
      const page = await world.auditor.client.post('/api/admin/getAudit', { limit: 1 }, { 'X-Min-Position': last.toString() });
      if ((page.body as { entries?: { position: string }[] }).entries?.[0]?.position === last.toString()) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 180_000);

  it('refuses a fourth download of the same person with 429 and Retry-After, and answers it once one is stopped', async () => {
    const streaming = [new AbortController(), new AbortController(), new AbortController()];
    const opened = await Promise.all(streaming.map((c) => download(world.app.url, world.auditor, AUDIT, c.signal)));
    expect(opened.map((r) => r.status)).toEqual([200, 200, 200]);
    try {
      const refused = await download(world.app.url, world.auditor, AUDIT);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('10');
      const body = (await refused.json()) as { error: { msg: string; code: string; details: Record<string, unknown> } };
      expect(body.error.code).toBe('rateLimited');
      expect(body.error.msg).toBe('You already have 3 downloads running. Wait for one of them to finish, then try again.');
      expect(body.error.details).toEqual({ bound: 'user', max: 3, retryAfterSeconds: 10 });
      // A history's download is a CSV download of the same person too.
      expect((await download(world.app.url, world.auditor, `/api/history/download?entityType=project&entityID=${projectID}`)).status).toBe(429);
      // Another person's is not refused.
      const others = await download(world.app.url, world.admin, `/api/history/download?entityType=project&entityID=${projectID}&userID=${world.admin.userID}`);
      expect(others.status).toBe(200);
      await others.arrayBuffer();

      streaming[0]?.abort();
      let next = 0;
      for (let i = 0; i < 40 && next !== 200; i++) {
        const res = await download(world.app.url, world.auditor, `/api/history/download?entityType=project&entityID=${projectID}&userID=${world.auditor.userID}`);
        next = res.status;
        await res.arrayBuffer();
        if (next !== 200) await new Promise((r) => setTimeout(r, 50));
      }
      expect(next).toBe(200);
    } finally {
      for (const c of streaming) c.abort();
    }
  }, 60_000);
});
