// What must hold after every fault (issue 23): the service answers again within a stated time, every
// client got success or a clear error within its bound, every acknowledged command's events are present
// exactly once, no notification or export happened twice, and every read model equals its rebuild
// from zero. Each is a check of the tally; the figures are what the fault's line prints.
import type { Pool } from 'pg';
import { describeOutcomes, isClearError, isSuccess, type Api, type Outcome } from './api';
import type { Cluster } from './cluster';
import { compareWithRebuild } from './rebuildCompare';
import type { Tally } from './tally';
import { waitFor } from '../../src/testing/waitFor';

/** The product answers again (health, a query and a command) within this long after a fault ended. */
export const RECOVERY_BOUND_MS = 30_000;
/** The projectors apply what the workload wrote within this long once the service answers again. */
const CATCH_UP_BOUND_MS = 120_000;
const SHOWN = 3;

export interface Figures {
  readonly ops: number;
  readonly acknowledged: number;
  readonly errors: number;
  readonly recoveryMs: number;
  readonly tables: number;
  readonly rowsCompared: number;
}

export interface VerifyInput {
  readonly fault: string;
  readonly outcomes: Outcome[];
  /** From probeRecovery, started when the fault ended (the process restarted, the server started again). */
  readonly recovery: Promise<number>;
  /** The probe's own calls (probeRecovery's `probes`). */
  readonly probes: Outcome[];
  readonly teammateUserID: number;
}

const head = async (pool: Pool): Promise<bigint> => BigInt((await pool.query<{ p: string }>('SELECT coalesce(max(global_position), 0)::text AS p FROM events')).rows[0]?.p ?? '0');

interface ProjectionStatus {
  readonly name: string;
  readonly checkpoint: string;
  readonly lagEvents: number;
  readonly parked: number;
}

const projectionsAt = async (cluster: Cluster): Promise<ProjectionStatus[]> => {
  const answer = await fetch(`${cluster.urlOf('projectors')}/status`, { signal: AbortSignal.timeout(5000) });
  return ((await answer.json()) as { projections: ProjectionStatus[] }).projections;
};

/** The checkpoint's global position (`transactionId/globalPosition`). */
const positionOf = (checkpoint: string): bigint => BigInt(checkpoint.split('/')[1] ?? '0');

/**
 * Started the moment a fault ends: polls the gateway until its health, a query and a command all answer
 * (the probe's command is checked with the workload's); answers how long that took, in ms, or Infinity.
 */
export const probeRecovery = (cluster: Cluster, api: Api, probes: Outcome[], label: string): Promise<number> => {
  const started = Date.now();
  return waitFor(
    async () => {
      const health = await fetch(`${cluster.url}/healthz`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      if (health?.status !== 200) return false;
      if ((await api.call('/project/getAll', {}, { boundMs: 5000 })).status !== 200) return false;
      const command = await api.call('/project/create', { name: `${label} recovered ${Date.now()}` }, { boundMs: 5000 });
      probes.push(command);
      return isSuccess(command);
    },
    { timeoutMs: RECOVERY_BOUND_MS * 2, what: 'the product to answer again', everyMs: 100 },
  ).then(
    () => Date.now() - started,
    () => Number.POSITIVE_INFINITY,
  );
};

/** What a reader of all events waits for, when the projections stay behind: the last events' transactions and the sessions in one. */
const whyBehind = async (pool: Pool, target: bigint): Promise<string> => {
  const events = await pool.query<{ p: string; x: string }>('SELECT global_position::text AS p, transaction_id::text AS x FROM events WHERE global_position > $1 - 3 ORDER BY global_position', [
    String(target),
  ]);
  const sessions = await pool.query<{ a: string; s: string; x: string | null; q: string }>(
    `SELECT application_name AS a, state AS s, backend_xid::text AS x, left(query, 60) AS q FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND (backend_xid IS NOT NULL OR state LIKE 'idle in transaction%')`,
  );
  const xmin = (await pool.query<{ x: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS x')).rows[0]?.x;
  return `last events ${events.rows.map((e) => `${e.p} (xid ${e.x})`).join(', ')}; snapshot xmin ${xmin}; sessions in a transaction: ${sessions.rows.map((r) => `${r.a} ${r.s} xid ${r.x} ${r.q}`).join(' | ') || 'none'}`;
};

const catchUp = async (cluster: Cluster, pool: Pool, fault: string, tally: Tally) => {
  const target = await head(pool);
  let last: ProjectionStatus[] = [];
  const caughtUp = await waitFor(
    async () => {
      last = await projectionsAt(cluster).catch(() => []);
      return last.length > 0 && last.every((p) => positionOf(p.checkpoint) >= target && p.lagEvents === 0);
    },
    { timeoutMs: CATCH_UP_BOUND_MS, what: 'the projections to catch up' },
  ).then(
    () => true,
    () => false,
  );
  const behind = last.filter((p) => positionOf(p.checkpoint) < target).map((p) => `${p.name} at ${p.checkpoint}`);
  tally.record(fault, 'every projection catches up', caughtUp, caughtUp ? '' : `head ${target}; behind: ${behind.slice(0, SHOWN).join(', ')}; ${await whyBehind(pool, target)}`);
  const parked = Number((await pool.query<{ n: string }>('SELECT count(*)::text AS n FROM projection_parked')).rows[0]?.n ?? 0);
  tally.record(fault, 'no event parked by a projection', parked === 0, `${parked} parked`);
};

const checkClients = (fault: string, outcomes: readonly Outcome[], tally: Tally) => {
  const unclear = outcomes.filter((o) => !isSuccess(o) && !isClearError(o));
  tally.record(fault, 'every client got success or a clear error within its bound', unclear.length === 0, unclear.length ? `${unclear.length} did not: ${describeOutcomes(unclear)}` : '');
};

interface KeyedEvent {
  readonly key: string;
  readonly stream_id: string;
  readonly revision: string;
  readonly global_position: string;
  readonly type: string;
  readonly data: string;
}

/** Every command sent (acknowledged or not) appended its events at most once; every acknowledged one, exactly once, where its answer said. */
const checkExactlyOnce = async (pool: Pool, fault: string, outcomes: readonly Outcome[], tally: Tally) => {
  const keys = [...new Set(outcomes.map((o) => o.key))];
  const { rows } = await pool.query<KeyedEvent>(
    `SELECT metadata->>'causationId' AS key, stream_id, revision::text, global_position::text, type, data::text AS data
       FROM events WHERE metadata->>'causationId' = ANY($1::text[]) ORDER BY global_position`,
    [keys],
  );
  const byKey = new Map<string, KeyedEvent[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const problems: string[] = [];
  for (const [key, events] of byKey) {
    const seen = new Set<string>();
    for (const e of events) {
      const what = `${e.stream_id} ${e.type} ${e.data}`;
      if (seen.has(what)) problems.push(`command ${key} appended ${e.type} to ${e.stream_id} twice`);
      seen.add(what);
    }
    const byStream = new Map<string, number[]>();
    for (const e of events) byStream.set(e.stream_id, [...(byStream.get(e.stream_id) ?? []), Number(e.revision)]);
    for (const [stream, revisions] of byStream) {
      if (Math.max(...revisions) - Math.min(...revisions) + 1 !== revisions.length) problems.push(`command ${key}'s events on ${stream} are not one run (revisions ${revisions.join(',')})`);
    }
  }
  let acknowledgedEvents = 0;
  for (const o of outcomes.filter(isSuccess)) {
    const events = byKey.get(o.key) ?? [];
    acknowledgedEvents += events.length;
    if (events.length === 0) problems.push(`acknowledged ${o.path} (${o.key}) has no events`);
    else if (o.position !== null && BigInt(events[events.length - 1]!.global_position) !== o.position)
      problems.push(`acknowledged ${o.path} (${o.key}) answered position ${o.position}, its last event is at ${events[events.length - 1]!.global_position}`);
  }
  const doubledIds = (await pool.query('SELECT event_id FROM events GROUP BY event_id HAVING count(*) > 1')).rowCount ?? 0;
  if (doubledIds > 0) problems.push(`${doubledIds} event ids stored more than once`);
  tally.record(fault, "every acknowledged command's events present exactly once", problems.length === 0, problems.length ? problems.slice(0, SHOWN).join('; ') : `${acknowledgedEvents} events`);
};

/** Each task assignment notified its assignee exactly once; no export completed twice. */
const checkNoDoubleEffects = async (pool: Pool, fault: string, teammateUserID: number, tally: Tally) => {
  const assigned = Number((await pool.query<{ n: string }>(`SELECT count(DISTINCT data->>'taskID')::text AS n FROM events WHERE type = 'TaskAssigned'`)).rows[0]?.n ?? 0);
  const notified = await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM notifications WHERE recipient_user_id = $1 AND action = 'projectTaskAssignment'`, [teammateUserID]);
  const n = Number(notified.rows[0]?.n ?? 0);
  tally.record(fault, 'each task assignment notified once', n === assigned, `${n} notifications for ${assigned} tasks`);
  const doubledExports = (await pool.query(`SELECT stream_id FROM events WHERE type IN ('SceneExportCompleted', 'ReviewFileExportCompleted') GROUP BY stream_id HAVING count(*) > 1`)).rowCount ?? 0;
  tally.record(fault, 'no export completed twice', doubledExports === 0, `${doubledExports} exports completed more than once`);
};

export const verifyAfterFault = async (cluster: Cluster, pool: Pool, tally: Tally, input: VerifyInput): Promise<Figures> => {
  const { fault } = input;
  const recoveryMs = await input.recovery;
  tally.record(fault, `answers again within ${RECOVERY_BOUND_MS / 1000} s`, recoveryMs <= RECOVERY_BOUND_MS, `after ${recoveryMs} ms`);
  const outcomes = [...input.outcomes, ...input.probes];
  await catchUp(cluster, pool, fault, tally);
  checkClients(fault, outcomes, tally);
  await checkExactlyOnce(pool, fault, outcomes, tally);
  await checkNoDoubleEffects(pool, fault, input.teammateUserID, tally);
  const comparison = await compareWithRebuild(cluster, pool);
  tally.record(fault, 'every read model equals its rebuild from zero', comparison.differences.length === 0, comparison.differences.join('; '));
  return {
    ops: outcomes.length,
    acknowledged: outcomes.filter(isSuccess).length,
    errors: outcomes.filter((o) => !isSuccess(o)).length,
    recoveryMs,
    tables: comparison.tables,
    rowsCompared: comparison.rows,
  };
};

export const figuresLine = (fault: string, f: Figures, extra = ''): string =>
  `fault ${fault}: ${f.ops} ops, ${f.acknowledged} acknowledged, ${f.errors} errors, recovery ${f.recoveryMs} ms, ${f.rowsCompared} rows compared in ${f.tables} tables${extra ? `, ${extra}` : ''}`;
