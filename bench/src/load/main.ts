// `npm run bench:load [-- --soak]`: the product (embedded composition, its own process, its own
// database) in a realistic workspace, driven by autocannon as 50 users mixing the dashboard, search,
// asset search, comments, scene saves and uploads for 60 s (60 min with --soak). Then each latency
// case alone against its floor (floorQueries.ts): at saturation, then at the same paced load.
// Prints `bench <figure> <value> <unit>` lines, targets beside them (met, or missed by how much).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { startBenchServer } from '../database';
import { report } from '../measure';
import { reportCpu, startCpuMeter } from '../cases/cpu';
import { signedInClients } from '../cases/apiClient';
import { startEmbeddedApp, type AppMemory, type EmbeddedApp } from '../cases/embeddedApp';
import { nowMs } from '../cases/latency';
import { waitForReadModels } from '../cases/readModels';
import { commenter, LATENCY_CASES, readOf, sceneEditor, uploader, type CallKind } from './calls';
import { CallStats, paceUsers, saturate, windowAfter, type PacedUser } from './driver';
import { startFloor } from './floor';
import type { FloorCase } from './floorQueries';
import { assignRoles, type Role } from './mix';
import { summarize } from './summary';
import { COMMENTS_PER_COMMENTED_SCENE, seedWorkspace, type Workspace } from './workspace';

const SOAK = process.argv.includes('--soak');
const USERS = 50;
const MIX_MS = SOAK ? 60 * 60_000 : Number(process.env.BENCH_LOAD_SECONDS ?? 60) * 1000;
const MIX_WARMUP_MS = 5_000;
/** Each latency case alone: a warm-up and a measured window, for ours and for the floor, paced and saturated. */
const CASE_WARMUP_MS = 1_000;
const CASE_MEASURE_MS = Number(process.env.BENCH_LOAD_CASE_SECONDS ?? 4) * 1000;
/** The server's memory is printed this often during the mix: its course tells a leak from a plateau. */
const MEMORY_EVERY_MS = SOAK ? 60_000 : 15_000;

type UserKind = 'dashboard' | 'search' | 'asset_search' | 'commenter' | 'editor' | 'uploader';

/** Who the 50 users are and their pace (requests a second each; a typing user's search is debounced by 500 ms, spec 000 section 9). */
const ROLES: readonly (Role<UserKind> & { rate: number })[] = [
  { kind: 'dashboard', weight: 14, rate: 2 },
  { kind: 'search', weight: 14, rate: 2 },
  { kind: 'asset_search', weight: 10, rate: 2 },
  { kind: 'commenter', weight: 6, rate: 1 },
  { kind: 'editor', weight: 4, rate: 1 },
  { kind: 'uploader', weight: 2, rate: 1 },
];
const CATCH_UP_TIMEOUT_MS = 300_000;
/** The fewest paced users (at 1 request/s each) of a latency case alone, however low its capacity. */
const MIN_CASE_USERS = 10;

/** p95 targets: DESIGN.md section 11 (dashboard list and search), issue 8 (asset search through the API), the scene save's (docs/performance.md). */
const TARGET_P95_MS: Partial<Record<CallKind, number>> = { dashboard: 30, search: 30, asset_search: 20, scene_save: 100 };

const mb = (bytes: number): number => bytes / (1024 * 1024);

/** A figure beside its target: met, or the gap to it. */
const reportTarget = (name: string, value: number, unit: string, target: number | undefined): void => {
  const shown = value.toFixed(1);
  if (target === undefined) console.log(`bench ${name} ${shown} ${unit} # no target`);
  else if (value < target) console.log(`bench ${name} ${shown} ${unit} # target under ${target} ${unit}: met`);
  else console.log(`bench ${name} ${shown} ${unit} # MISSED by ${(value - target).toFixed(1)} ${unit}: target under ${target} ${unit}`);
};

const pacedUsers = (app: EmbeddedApp, workspace: Workspace): PacedUser<CallKind>[] => {
  const kinds = assignRoles(USERS, ROLES);
  let commenters = 0;
  let editors = 0;
  return kinds.map((kind, user) => {
    const cookie = workspace.cookies[user]!;
    const rate = ROLES.find((r) => r.kind === kind)!.rate;
    if (kind === 'commenter') return { rate, next: commenter(app.url, cookie, workspace, commenters++) };
    if (kind === 'editor') return { rate, next: sceneEditor(app.url, cookie, workspace.editedScenes[editors++]!) };
    if (kind === 'uploader') return { rate, next: uploader(app.url, cookie, user) };
    const read = readOf(kind, workspace, { baseUrl: app.url, cookie, floor: false });
    let turn = user;
    return { rate, next: () => read(turn++) };
  });
};

const signed = (value: number): string => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

const reportMemory = (label: string, start: AppMemory, now: AppMemory): void => {
  console.log(
    `# load: server memory ${label}: RSS ${mb(now.rss).toFixed(0)} MB (${signed(mb(now.rss - start.rss))}), ` +
      `heap after GC ${mb(now.heapUsed).toFixed(1)} MB (${signed(mb(now.heapUsed - start.heapUsed))}), external ${mb(now.external).toFixed(1)} MB (${signed(mb(now.external - start.external))})`,
  );
};

const runMix = async (app: EmbeddedApp, workspace: Workspace, pool: Pool): Promise<void> => {
  const stats = new CallStats<CallKind>();
  const users = pacedUsers(app, workspace);
  const window = windowAfter(MIX_WARMUP_MS, MIX_MS);
  console.log(`# load: ${USERS} users (${ROLES.map((r) => `${r.weight} ${r.kind} at ${r.rate}/s`).join(', ')}) for ${MIX_MS / 1000} s after ${MIX_WARMUP_MS / 1000} s of warm-up`);
  const start = await app.memory();
  const startedAt = Date.now();
  // A leak shows as memory that keeps growing from one line to the next; a plateau is the run's working set.
  const sampler = setInterval(() => {
    void app.memory().then((now) => reportMemory(`after ${Math.round((Date.now() - startedAt) / 1000)} s`, start, now));
  }, MEMORY_EVERY_MS);
  const meter = await startCpuMeter(app, pool);
  try {
    await paceUsers(app.url, users, window, stats);
  } finally {
    clearInterval(sampler);
  }
  const cpu = await meter.stop();
  const end = await app.memory();
  const seconds = MIX_MS / 1000;
  let total = 0;
  for (const kind of [...LATENCY_CASES, 'comment_add', 'scene_save', 'upload'] as const) {
    const latencies = stats.latencies.get(kind);
    const answered = stats.answers.get(kind) ?? 0;
    const errors = stats.errors.get(kind) ?? 0;
    total += answered;
    report(`load_mix_${kind}_rate`, answered / seconds, 'requests/s');
    if (latencies) {
      const s = summarize(latencies);
      report(`load_mix_${kind}_p50`, s.p50, 'ms');
      reportTarget(`load_mix_${kind}_p95`, s.p95, 'ms', TARGET_P95_MS[kind]);
      report(`load_mix_${kind}_p99`, s.p99, 'ms');
    }
    console.log(`bench load_mix_${kind}_errors ${errors} errors${errors ? ` # the first: ${stats.firstError.get(kind)}` : ''}`);
  }
  report('load_mix_rate', total / seconds, 'requests/s');
  reportCpu('load_mix', cpu, total);
  report('load_server_rss_start', mb(start.rss), 'MB');
  report('load_server_rss_end', mb(end.rss), 'MB');
  report('load_server_heap_start', mb(start.heapUsed), 'MB');
  report('load_server_heap_end', mb(end.heapUsed), 'MB');
  report('load_server_external_start', mb(start.external), 'MB');
  report('load_server_external_end', mb(end.external), 'MB');
  reportMemory('at the end of the mix', start, end);
};

/**
 * How long after the mix the product's projections had passed every event it wrote. Until then a
 * session that wrote waits for its own writes before its reads are answered (read-your-writes), so
 * the latency cases start after it.
 */
const reportCatchUp = async (app: EmbeddedApp, pool: Pool): Promise<void> => {
  const ended = nowMs();
  const admin = await signedInClients(app.url, app.adminEmail, app.adminPassword, 1);
  try {
    const { rows } = await pool.query<{ last: string }>('SELECT max(global_position)::text AS last FROM events');
    await waitForReadModels(admin.clients[0]!, pool, BigInt(rows[0]?.last ?? '0'), CATCH_UP_TIMEOUT_MS);
  } finally {
    admin.close();
  }
  report('load_mix_projections_caught_up_after', (nowMs() - ended) / 1000, 's');
};

/** Each side of a latency case: how much it takes at most, and how long its answers take at the same offered load. */
interface CaseFigures {
  capacity: number;
  saturatedP95: number;
  p95: number;
}

/**
 * One latency case alone, ours and its floor. First each at saturation (50 connections without pause:
 * its capacity), then each at the same paced load, half of our capacity (users at 1 request/s): well
 * under both capacities, so the p95s compare the requests' own cost rather than a queue, on a fast
 * machine or a slow share alike.
 */
const runCase = async (kind: FloorCase, app: EmbeddedApp, floorUrl: string, workspace: Workspace): Promise<void> => {
  const sides = { ours: { baseUrl: app.url, floor: false }, floor: { baseUrl: floorUrl, floor: true } } as const;
  const figures: Record<keyof typeof sides, CaseFigures> = { ours: { capacity: 0, saturatedP95: 0, p95: 0 }, floor: { capacity: 0, saturatedP95: 0, p95: 0 } };
  const errors = (side: string, stats: CallStats<CallKind>) => {
    const count = stats.errors.get(kind) ?? 0;
    if (count) console.log(`# load: ${kind} (${side}): ${count} errors, the first: ${stats.firstError.get(kind)}`);
  };
  for (const side of ['ours', 'floor'] as const) {
    const target = sides[side];
    const saturated = new CallStats<CallKind>();
    const read = readOf(kind, workspace, { baseUrl: target.baseUrl, cookie: target.floor ? null : workspace.cookies[0]!, floor: target.floor });
    let turn = 0;
    await saturate(target.baseUrl, USERS, () => read(turn++), windowAfter(CASE_WARMUP_MS, CASE_MEASURE_MS), saturated);
    errors(`${side}, saturated`, saturated);
    figures[side].capacity = ((saturated.answers.get(kind) ?? 0) * 1000) / CASE_MEASURE_MS;
    figures[side].saturatedP95 = saturated.latencies.get(kind)?.percentile(95) ?? Number.NaN;
  }
  const offered = Math.max(MIN_CASE_USERS, Math.round(figures.ours.capacity / 2));
  for (const side of ['ours', 'floor'] as const) {
    const target = sides[side];
    const paced = new CallStats<CallKind>();
    const users = Array.from({ length: offered }, (_, user): PacedUser<CallKind> => {
      const cookie = target.floor ? null : workspace.cookies[user % workspace.cookies.length]!;
      const read = readOf(kind, workspace, { baseUrl: target.baseUrl, cookie, floor: target.floor });
      let turn = user;
      return { rate: 1, next: () => read(turn++) };
    });
    await paceUsers(target.baseUrl, users, windowAfter(CASE_WARMUP_MS, CASE_MEASURE_MS), paced);
    errors(`${side}, paced`, paced);
    figures[side].p95 = paced.latencies.get(kind)?.percentile(95) ?? Number.NaN;
  }
  const { ours, floor } = figures;
  report(`load_${kind}_capacity`, Math.round(ours.capacity), 'requests/s');
  report(`load_${kind}_floor_capacity`, Math.round(floor.capacity), 'requests/s');
  report(`load_${kind}_capacity_over_floor`, ours.capacity / floor.capacity, 'ratio');
  report(`load_${kind}_p95`, ours.p95, 'ms');
  report(`load_${kind}_floor_p95`, floor.p95, 'ms');
  report(`load_${kind}_p95_over_floor`, ours.p95 / floor.p95, 'ratio');
  console.log(
    `# load: ${kind}: capacity ${Math.round(ours.capacity)} requests/s (p95 ${ours.saturatedP95.toFixed(1)} ms there) against the floor's ${Math.round(floor.capacity)} (${floor.saturatedP95.toFixed(1)} ms): ${(ours.capacity / floor.capacity).toFixed(2)} of it; ` +
      `p95 ${ours.p95.toFixed(1)} ms at ${offered} requests/s against the floor's ${floor.p95.toFixed(1)} ms: ${(ours.p95 / floor.p95).toFixed(2)} times it`,
  );
};

const main = async (): Promise<void> => {
  const server = await startBenchServer();
  const [oneMinute = 0] = os.loadavg();
  console.log(`# load bench on ${server.where}; machine: ${os.availableParallelism()} cores, load average ${oneMinute.toFixed(2)} at start`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wb-bench-load-'));
  try {
    const pool = await server.freshDatabase();
    const app = await startEmbeddedApp(pool, { dataDir });
    try {
      const kinds = assignRoles(USERS, ROLES);
      const count = (kind: UserKind) => kinds.filter((k) => k === kind).length;
      // A commenter comments on every other turn: enough scenes of its own that none reaches its limit in the mix.
      const commenterRate = ROLES.find((r) => r.kind === 'commenter')!.rate;
      const scenesPerCommenter = Math.ceil((((MIX_MS + MIX_WARMUP_MS) / 1000) * (commenterRate / 2)) / COMMENTS_PER_COMMENTED_SCENE) + 1;
      const workspace = await seedWorkspace(app, pool, { users: USERS, commenters: count('commenter'), scenesPerCommenter, editors: count('editor') });
      await runMix(app, workspace, pool);
      await reportCatchUp(app, pool);
      const floor = await startFloor(pool.options.connectionString!);
      try {
        for (const kind of LATENCY_CASES) await runCase(kind, app, floor.url, workspace);
      } finally {
        await floor.stop();
      }
    } finally {
      await app.stop();
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
