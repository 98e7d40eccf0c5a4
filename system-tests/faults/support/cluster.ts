// The product in its distributed shape as real processes on this machine: the gateway (edge), command
// API, query API, projectors and exporter, each `node gateway/dist/main.js` with its SERVICE, sharing
// the suite's PostgreSQL and one DATA_DIR (its blobs folder stands in for the object store), and the
// PostgreSQL Bus (BUS=postgres), so the exporter process gets the jobs the projectors' relay publishes. Each
// process's output goes to a log file of its own under DATA_DIR/logs, kept after the run with
// FAULTS_KEEP_LOGS=1 (LOG_LEVEL sets how much the processes log; warn by default).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@wb/platform';
import { startSuitePostgres, type SuitePostgres } from './suitePostgres';
import { waitFor } from '../../src/testing/waitFor';

export const SERVICES = ['projectors', 'command-api', 'query-api', 'exporter', 'gateway'] as const;
export type Service = (typeof SERVICES)[number];

export const ADMIN = { email: 'admin@example.com', password: 'fault-suite-admin-1' };

const MAIN = path.resolve(__dirname, '../../../gateway/dist/main.js');
/** How long a process may take to answer /healthz after it was spawned (a cold start on a busy machine). */
const START_BOUND_MS = 60_000;

export interface Cluster {
  readonly pg: SuitePostgres;
  /** The edge's URL: every call of a workload goes through it. */
  readonly url: string;
  readonly dataDir: string;
  /** The base URL of one service (its /healthz, the projectors' /status). */
  urlOf(service: Service): string;
  /** Sends the signal and waits for the process to be gone. */
  kill(service: Service, signal: NodeJS.Signals): Promise<void>;
  /** Spawns the service again and waits for its /healthz; answers how long that took, in ms. */
  restart(service: Service): Promise<number>;
  stop(): Promise<void>;
}

export const startCluster = async (): Promise<Cluster> => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the product first (npx tsc -b gateway; npm run test:faults does)`);
  const pg = await startSuitePostgres();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wb-faults-data-'));
  const logDir = path.join(dataDir, 'logs');
  await mkdir(logDir);
  const ports = Object.fromEntries(await Promise.all(SERVICES.map(async (s) => [s, await freePort()] as const))) as Record<Service, number>;
  const urlOf = (service: Service) => `http://127.0.0.1:${ports[service]}`;
  const url = urlOf('gateway');
  const children = new Map<Service, ChildProcess>();

  const envOf = (service: Service): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    SERVICE: service,
    PORT: String(ports[service]),
    DATABASE_URL: pg.url,
    BUS: 'postgres',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    COMMAND_API_URL: urlOf('command-api'),
    QUERY_API_URL: urlOf('query-api'),
  });

  const spawnService = async (service: Service): Promise<number> => {
    const started = Date.now();
    const log = createWriteStream(path.join(logDir, `${service}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [MAIN], { env: envOf(service), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    children.set(service, child);
    let exited: string | null = null;
    child.once('exit', (code, signal) => (exited = `exited (${signal ?? code})`));
    await waitFor(
      async () => {
        if (exited) throw new Error(`${service} ${exited} before it answered: see ${path.join(logDir, `${service}.log`)}`);
        const answer = await fetch(`${urlOf(service)}/healthz`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
        return answer?.status === 200;
      },
      { timeoutMs: START_BOUND_MS, what: `${service} to answer /healthz` },
    );
    return Date.now() - started;
  };

  const kill = async (service: Service, signal: NodeJS.Signals) => {
    const child = children.get(service);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await gone;
    children.delete(service);
  };

  try {
    // In the order docker compose starts them (depends_on): the projectors create the read models' tables.
    await spawnService('projectors');
    await Promise.all([spawnService('command-api'), spawnService('query-api'), spawnService('exporter')]);
    await spawnService('gateway');
  } catch (err) {
    for (const service of [...SERVICES].reverse()) await kill(service, 'SIGKILL');
    await pg.remove();
    throw err;
  }

  return {
    pg,
    url,
    dataDir,
    urlOf,
    kill,
    restart: spawnService,
    async stop() {
      // An orderly stop (SIGTERM), so that the processes close their pools before the server goes.
      for (const service of [...SERVICES].reverse()) await kill(service, 'SIGTERM');
      await pg.remove();
      if (process.env.FAULTS_KEEP_LOGS !== '1') await rm(dataDir, { recursive: true, force: true });
    },
  };
};
