// The fault suite (issue 23; DESIGN.md section 11): the product in its distributed shape as real
// processes over a PostgreSQL of its own, a scripted workload of commands through the gateway across
// each fault, and afterwards the checks of support/verify.ts. One line of figures per fault, and a
// final `N passed, N failed` of the suite's own checks. FAULTS_LONG=1 (`npm run test:faults -- --long`)
// runs every fault with longer workloads; the short form runs the first four. The processes share the
// PostgreSQL Bus (support/cluster.ts), which fault 6 relies on.
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Pool } from 'pg';
import { Headers } from '@wb/contracts';
import { Api, describeOutcomes, isClearConflict, isClearError, isSuccess, type Outcome } from './support/api';
import { APPENDING, catchSession, PROJECTING, terminateSessions } from './support/backends';
import { ADMIN, startCluster, type Cluster } from './support/cluster';
import { Tally } from './support/tally';
import { figuresLine, probeRecovery, verifyAfterFault } from './support/verify';
import { pause, waitFor } from '../src/testing/waitFor';
import { startWorkload, type Workload } from './support/workload';
import { exportStates, partUnderWay, startSceneExports } from './support/exports';

const LONG = process.env.FAULTS_LONG === '1';
const size = { clients: LONG ? 12 : 6, eventsAcross: LONG ? 1_500 : 300, retries: LONG ? 150 : 30, conflicting: 100, cuts: LONG ? 20 : 5 };
/** Each fault's test: its workload, the fault, and the checks with a rebuild of every read model. */
const FAULT_TIMEOUT_MS = (LONG ? 15 : 5) * 60_000;

/**
 * The projectors' process answers /healthz only once its projections are set up: 5 s on a quiet
 * machine, up to 30 s measured beside the long workload on 2 shared cores. Users are served meanwhile
 * (the gateway's recovery is bound separately, RECOVERY_BOUND_MS).
 */
const PROJECTORS_START_BOUND_MS = 60_000;

/** Fault 6's exports: scenes of 12 s, two parts each (300 and 60 frames) at the scene's 1920x1080. */
const EXPORTS = { scenes: 2, durationMs: 12_000 };
/** How long the exports may take to complete once the exporter is back: renders on 2 shared cores. */
const EXPORTS_DONE_BOUND_MS = 300_000;

const tally = new Tally();
let cluster: Cluster;
let pool: Pool;
let api: Api;
let teammateUserID: number;

const eventCount = async (): Promise<number> => Number((await pool.query<{ n: string }>('SELECT count(*)::text AS n FROM events')).rows[0]?.n ?? 0);
/** Waits until the store holds `more` events beyond what it held when called (the workload moved on). */
const eventsGrowBy = async (more: number, what: string): Promise<void> => {
  const from = await eventCount();
  await waitFor(async () => (await eventCount()) >= from + more, { timeoutMs: 120_000, what });
};

/** The fault's end: from here the recovery probe measures how long until the product answers again. */
const faultEnds = (fault: string) => {
  const probes: Outcome[] = [];
  return { probes, recovery: probeRecovery(cluster, api, probes, fault) };
};

/** Runs `body` with a workload going, which is stopped whatever happens (a failed wait must not leave it calling). */
const withWorkload = async <T>(workload: Workload, body: () => Promise<T>): Promise<T> => {
  try {
    return await body();
  } finally {
    await workload.stop();
  }
};

const report = (fault: string, line: string) => {
  process.stdout.write(`${line}\n`);
  expect(tally.failuresOf(fault)).toEqual([]);
};

beforeAll(async () => {
  cluster = await startCluster();
  pool = new Pool({ connectionString: cluster.pg.url, max: 4 });
  // The server is stopped on purpose by one fault: the pool's idle sessions end then.
  pool.on('error', () => undefined);
  api = await Api.signIn(cluster.url, ADMIN.email, ADMIN.password);
  const next = await api.call('/admin/getNextUserID', {});
  teammateUserID = next.body.userID;
  const added = await api.call('/admin/addUser', { userID: teammateUserID, email: 'teammate@example.com', givenName: 'Team', familyName: 'Mate', password: 'teammate-password-1' });
  if (!isSuccess(added)) throw new Error(`Could not add the teammate: ${added.status} ${JSON.stringify(added.body)}`);
}, 300_000);

afterAll(async () => {
  process.stdout.write(`fault suite: ${tally.summary()}${LONG ? ' (long form)' : ''}\n`);
  await pool?.end().catch(() => undefined);
  await cluster?.stop();
}, 120_000);

it(
  '1. a projector process SIGKILLed mid-batch, restarted',
  async () => {
    const fault = 'projector killed';
    const workload = startWorkload(api, { clients: size.clients, teammateUserID, label: 'killed projector' });
    const { caught, restartMs, end } = await withWorkload(workload, async () => {
      await eventsGrowBy(size.eventsAcross / 3, 'the workload to start');
      // Killed while a batch's transaction has written and not yet committed.
      const pid = await catchSession(pool, PROJECTING, 60_000);
      await cluster.kill('projectors', 'SIGKILL');
      await eventsGrowBy(size.eventsAcross / 3, 'the workload to go on while the projectors are down');
      const ms = await cluster.restart('projectors');
      const ended = faultEnds(fault);
      await eventsGrowBy(size.eventsAcross / 3, 'the workload to go on after the restart');
      return { caught: pid !== null, restartMs: ms, end: ended };
    });
    tally.record(fault, 'the kill came mid-batch', caught, 'no projection batch was seen under way within 60 s');
    tally.record(fault, `the projectors answer again within ${PROJECTORS_START_BOUND_MS / 1000} s of their restart`, restartMs <= PROJECTORS_START_BOUND_MS, `after ${restartMs} ms`);
    const figures = await verifyAfterFault(cluster, pool, tally, { fault, outcomes: workload.outcomes, teammateUserID, ...end });
    report(fault, figuresLine(fault, figures, `projectors restarted in ${restartMs} ms, batch open at the kill: ${caught ? 'yes' : 'no'}`));
  },
  FAULT_TIMEOUT_MS,
);

it(
  '2. a command retried after a client time-out with the same Idempotency-Key: one result, one set of events',
  async () => {
    const fault = 'retried after time-out';
    const workload = startWorkload(api, { clients: Math.ceil(size.clients / 2), teammateUserID, label: 'beside retries' });
    const retried: Outcome[] = [];
    let timedOut = 0;
    let reachedStoreFirst = 0;
    let sameAnswers = 0;
    const tries = Array.from({ length: size.retries }, async (_, i) => {
      const key = randomUUID();
      const input = { name: `retried ${i} ${key.slice(0, 8)}` };
      // The client gives up after 5 to 200 ms: the first try may be anywhere on its way, or done.
      const first = await api.call('/project/create', input, { key, boundMs: 5 + ((i * 37) % 200) });
      if (first.status === 0) timedOut += 1;
      else retried.push(first);
      const stored = await pool.query('SELECT 1 FROM events WHERE metadata->>$1 = $2 LIMIT 1', ['causationId', key]);
      if (first.status === 0 && stored.rowCount) reachedStoreFirst += 1;
      // Every other command's retry races a second, concurrent one with the same key.
      const [retry, again] = await Promise.all([api.call('/project/create', input, { key }), i % 2 ? api.call('/project/create', input, { key }) : Promise.resolve(null)]);
      const last = await api.call('/project/create', input, { key });
      retried.push(retry, last, ...(again ? [again] : []));
      const answers = [retry, last, ...(again ? [again] : [])];
      if (answers.every((a) => isSuccess(a) && a.body.project.projectID === retry.body.project.projectID && a.position === retry.position)) sameAnswers += 1;
    });
    await withWorkload(workload, () => Promise.all(tries));
    const end = faultEnds(fault);
    const outcomes = [...workload.outcomes, ...retried];
    tally.record(fault, 'every retry answers the one result', sameAnswers === size.retries, `${sameAnswers} of ${size.retries}`);
    const figures = await verifyAfterFault(cluster, pool, tally, { fault, outcomes, teammateUserID, ...end });
    report(fault, figuresLine(fault, figures, `${size.retries} commands retried, ${timedOut} first tries timed out (${reachedStoreFirst} of them had reached the store)`));
  },
  FAULT_TIMEOUT_MS,
);

it(
  '3. 100 concurrent conflicting commands on one stream: each succeeds or gets a clear 409, the stream stays valid',
  async () => {
    const fault = 'conflicting commands';
    const created = await api.call('/project/create', { name: `contended ${randomUUID().slice(0, 8)}` });
    if (!isSuccess(created)) throw new Error(`Could not create the contended project: ${created.status}`);
    const projectID: string = created.body.project.projectID;
    const renames = await Promise.all(Array.from({ length: size.conflicting }, (_, i) => api.call('/project/updateName', { projectID, name: `contended ${i} ${randomUUID().slice(0, 8)}` })));
    const end = faultEnds(fault);
    const ok = renames.filter(isSuccess).length;
    const conflicts = renames.filter(isClearConflict).length;
    const others = renames.filter((o) => !isSuccess(o) && !isClearConflict(o));
    tally.record(
      fault,
      'each got success or a clear 409',
      others.length === 0,
      `${ok} succeeded, ${conflicts} clear 409, ${others.length} other${others.length ? `: ${describeOutcomes(others)}` : ''}`,
    );
    const stream = await pool.query<{ revision: string; type: string; name: string | null; global_position: string }>(
      `SELECT e.revision::text AS revision, e.type, e.data->>'name' AS name, e.global_position::text AS global_position FROM events e
        WHERE e.stream_id = (SELECT stream_id FROM events WHERE type = 'ProjectCreated' AND data->>'projectID' = $1) ORDER BY e.revision`,
      [projectID],
    );
    const contiguous = stream.rows.every((row, i) => Number(row.revision) === i);
    const renamed = stream.rows.filter((row) => row.type === 'ProjectRenamed');
    tally.record(fault, "the stream's revisions run 0..n without a gap", contiguous && stream.rows.length > 0, `${stream.rows.length} events`);
    tally.record(fault, 'one rename event per acknowledged rename', renamed.length === ok, `${renamed.length} events for ${ok} acknowledged`);
    const lastPosition = stream.rows[stream.rows.length - 1]?.global_position ?? '0';
    // Read your writes: the query waits until the read model holds the stream's last event.
    const read = await api.call('/project/getProjectByProjectID', { projectID }, { headers: { [Headers.minPosition]: lastPosition } });
    const shown: string | undefined = read.body?.project?.name;
    tally.record(
      fault,
      'the read model shows the last rename',
      read.status === 200 && shown === renamed[renamed.length - 1]?.name,
      `shows ${shown}, last renamed to ${renamed[renamed.length - 1]?.name}`,
    );
    const figures = await verifyAfterFault(cluster, pool, tally, { fault, outcomes: [created, ...renames], teammateUserID, ...end });
    report(fault, figuresLine(fault, figures, `${ok} renamed, ${conflicts} refused with 409`));
  },
  FAULT_TIMEOUT_MS,
);

it(
  "4. the PostgreSQL session of a command's append, then of a projection batch, terminated",
  async () => {
    const fault = 'sessions terminated';
    const workload = startWorkload(api, { clients: size.clients, teammateUserID, label: 'cut sessions' });
    const { appendsCut, batchesCut, end } = await withWorkload(workload, async () => {
      await eventsGrowBy(50, 'the workload to start');
      const appends = await terminateSessions(pool, APPENDING, size.cuts, 120_000);
      const batches = await terminateSessions(pool, PROJECTING, size.cuts, 120_000);
      const ended = faultEnds(fault);
      await eventsGrowBy(size.eventsAcross / 3, 'the workload to go on after the cuts');
      return { appendsCut: appends, batchesCut: batches, end: ended };
    });
    const outcomes = workload.outcomes;
    tally.record(fault, `${size.cuts} appends cut`, appendsCut === size.cuts, `${appendsCut} cut`);
    tally.record(fault, `${size.cuts} projection batches cut`, batchesCut === size.cuts, `${batchesCut} cut`);
    const figures = await verifyAfterFault(cluster, pool, tally, { fault, outcomes, teammateUserID, ...end });
    report(fault, figuresLine(fault, figures, `${appendsCut} appends and ${batchesCut} batches cut`));
  },
  FAULT_TIMEOUT_MS,
);

const long = LONG ? it : it.skip;

long(
  '5. PostgreSQL stopped for 10 s and started again while commands arrive (long form only)',
  async () => {
    const fault = 'PostgreSQL stopped';
    const workload = startWorkload(api, { clients: size.clients, teammateUserID, label: 'server stopped' });
    const end = await withWorkload(workload, async () => {
      await eventsGrowBy(size.eventsAcross / 3, 'the workload to start');
      await cluster.pg.stop();
      // The fault itself lasts 10 s: the workload keeps calling meanwhile.
      await pause(10_000);
      await cluster.pg.start();
      const ended = faultEnds(fault);
      await eventsGrowBy(size.eventsAcross / 3, 'the workload to go on after the restart');
      return ended;
    });
    const outcomes = workload.outcomes;
    const refused = outcomes.filter((o) => !isSuccess(o)).length;
    const figures = await verifyAfterFault(cluster, pool, tally, { fault, outcomes, teammateUserID, ...end });
    report(fault, figuresLine(fault, figures, `${refused} calls refused while the server was down`));
  },
  FAULT_TIMEOUT_MS,
);

long(
  '6. the exporter SIGKILLed while rendering a part, restarted: every export completes, once (long form only)',
  async () => {
    const fault = 'exporter killed';
    const workload = startWorkload(api, { clients: 2, teammateUserID, label: 'killed exporter' });
    const { started, caught, restartMs, end } = await withWorkload(workload, async () => {
      const exports = await startSceneExports(api, EXPORTS);
      // Killed while a part's file is being rendered: its message is handled, not yet recorded handled.
      const rendering = await partUnderWay(cluster.dataDir, 180_000);
      await cluster.kill('exporter', 'SIGKILL');
      const ms = await cluster.restart('exporter');
      const ended = faultEnds(fault);
      await eventsGrowBy(50, 'the workload to go on after the restart');
      return { started: exports, caught: rendering, restartMs: ms, end: ended };
    });
    const { projectID, sceneExportIDs } = started;
    const since = Date.now();
    const settled = await waitFor(
      async () => {
        const ours = (await exportStates(api, projectID)).filter((e) => sceneExportIDs.includes(e.sceneExportID));
        return ours.length === sceneExportIDs.length && ours.every((e) => e.status !== 1);
      },
      { timeoutMs: EXPORTS_DONE_BOUND_MS, what: 'the exports to be done', everyMs: 500 },
    ).then(
      () => true,
      () => false,
    );
    const doneMs = Date.now() - since;
    const states = (await exportStates(api, projectID)).filter((e) => sceneExportIDs.includes(e.sceneExportID));
    const completions = await pool.query<{ stream_id: string; n: string }>(
      `SELECT stream_id, count(*)::text AS n FROM events WHERE type = 'SceneExportCompleted' AND stream_id = ANY($1::text[]) GROUP BY stream_id`,
      [sceneExportIDs.map((id) => `sceneexport-${id}`)],
    );
    const completedOnce = completions.rows.filter((r) => r.n === '1').length;
    tally.record(fault, 'the kill came while a part was rendering', caught, 'no part was seen rendering within 180 s');
    tally.record(fault, `the exporter answers again within ${PROJECTORS_START_BOUND_MS / 1000} s of its restart`, restartMs <= PROJECTORS_START_BOUND_MS, `after ${restartMs} ms`);
    tally.record(
      fault,
      `every export shows completed within ${EXPORTS_DONE_BOUND_MS / 1000} s`,
      settled && states.length === sceneExportIDs.length && states.every((e) => e.status === 2),
      states.map((e) => `${e.sceneExportID} status ${e.status}${e.error ? ` (${e.error})` : ''}`).join('; '),
    );
    tally.record(
      fault,
      'every export completed exactly once (one SceneExportCompleted each)',
      completedOnce === sceneExportIDs.length && completions.rows.length === sceneExportIDs.length,
      completions.rows.map((r) => `${r.stream_id} ${r.n}`).join('; '),
    );
    const figures = await verifyAfterFault(cluster, pool, tally, { fault, outcomes: [...workload.outcomes, ...started.outcomes], teammateUserID, ...end });
    report(
      fault,
      figuresLine(
        fault,
        figures,
        `part rendering at the kill: ${caught ? 'yes' : 'no'}, exporter restarted in ${restartMs} ms, ${completedOnce} of ${sceneExportIDs.length} exports completed once, done ${doneMs} ms after the workload stopped`,
      ),
    );
  },
  FAULT_TIMEOUT_MS,
);

long(
  '7. the blob folder made read-only during uploads: a clear error, nothing half-stored (long form only)',
  async () => {
    const fault = 'blob folder read-only';
    const blobs = path.join(cluster.dataDir, 'blobs');
    await mkdir(blobs, { recursive: true });
    const run = promisify(execFile);
    const storedFiles = async () =>
      (await readdir(blobs, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !e.name.endsWith('.json') && !path.relative(blobs, e.parentPath).startsWith('tmp')).length;
    const before = await storedFiles();
    const uploads: { outcome: Outcome; bytes: Buffer }[] = [];
    let stopping = false;
    let readOnly = false;
    const refusedWhileReadOnly = { n: 0 };
    const uploader = async (n: number) => {
      for (let i = 0; !stopping; i += 1) {
        const bytes = Buffer.from(`# Upload ${n}-${i}\n${'x'.repeat(256 * 1024)}\n`);
        const wasReadOnly = readOnly;
        const outcome = await api.upload('transcript', `notes-${n}-${i}.md`, bytes);
        if (wasReadOnly && !isSuccess(outcome)) refusedWhileReadOnly.n += 1;
        uploads.push({ outcome, bytes });
      }
    };
    const uploaders = Promise.all(Array.from({ length: 4 }, (_, n) => uploader(n)));
    let mounted = false;
    const end = await (async () => {
      try {
        await waitFor(async () => uploads.filter((u) => isSuccess(u.outcome)).length >= 5, { timeoutMs: 60_000, what: 'uploads to succeed' });
        // A read-only bind mount over the folder: as root, a chmod would not stop the writes.
        await run('mount', ['--bind', blobs, blobs]);
        mounted = true;
        // The remount is refused while a file is open for writing on the new mount: tried until it lands between two writes.
        await waitFor(
          () =>
            run('mount', ['-o', 'remount,bind,ro', blobs]).then(
              () => true,
              () => false,
            ),
          { timeoutMs: 30_000, what: 'the blob folder to be remounted read-only', everyMs: 5 },
        );
        readOnly = true;
        await waitFor(async () => refusedWhileReadOnly.n >= 5, { timeoutMs: 60_000, what: 'uploads to be refused' });
        await run('umount', [blobs]);
        mounted = false;
        readOnly = false;
        const ended = faultEnds(fault);
        const okBefore = uploads.filter((u) => isSuccess(u.outcome)).length;
        await waitFor(async () => uploads.filter((u) => isSuccess(u.outcome)).length >= okBefore + 5, { timeoutMs: 60_000, what: 'uploads to succeed again' });
        return ended;
      } finally {
        stopping = true;
        await uploaders;
        if (mounted) await run('umount', [blobs]);
      }
    })();
    const stored = uploads.filter((u) => isSuccess(u.outcome));
    const unclear = uploads.filter((u) => !isSuccess(u.outcome) && !isClearError(u.outcome));
    tally.record(fault, 'every refused upload had a clear error', unclear.length === 0, describeOutcomes(unclear.map((u) => u.outcome)));
    let whole = 0;
    for (const u of stored) {
      const served = await api.get(u.outcome.body.url);
      if (served.status === 200 && Buffer.from(await served.arrayBuffer()).equals(u.bytes)) whole += 1;
    }
    tally.record(fault, 'every stored upload is served whole', whole === stored.length, `${whole} of ${stored.length}`);
    const after = await storedFiles();
    tally.record(fault, 'nothing half-stored: one stored file per acknowledged upload', after - before === stored.length, `${after - before} files for ${stored.length} uploads`);
    const leftovers = (await readdir(path.join(blobs, 'tmp')).catch(() => [])).length;
    tally.record(fault, 'no temporary file left behind', leftovers === 0, `${leftovers} left`);
    const figures = await verifyAfterFault(cluster, pool, tally, { fault, outcomes: [], teammateUserID, ...end });
    report(
      fault,
      figuresLine(
        fault,
        { ...figures, ops: uploads.length, acknowledged: stored.length, errors: uploads.length - stored.length },
        `${refusedWhileReadOnly.n} refused while read-only (read-only bind mount)`,
      ),
    );
  },
  FAULT_TIMEOUT_MS,
);
