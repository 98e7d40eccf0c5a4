// Starts the product's embedded composition in a child process (embeddedAppProcess) on a bench
// database, and stops it again. The first start creates the admin the cases sign in as.
import { fork } from 'node:child_process';
import path from 'node:path';
import type { Pool } from 'pg';

export type AppRequest = { readonly type: 'stop' } | { readonly type: 'statements' } | { readonly type: 'memory' };
export type AppReady = { readonly type: 'ready'; readonly url: string };
/** How many SQL statements the product has sent to PostgreSQL since it started (its round trips). */
export type AppStatements = { readonly type: 'statements'; readonly count: number };
/**
 * The product's memory in bytes: resident; the main thread's JavaScript heap in use after a full
 * collection when node runs with --expose-gc; memory outside it held by its objects (Buffers included).
 */
export type AppMemory = { readonly type: 'memory'; readonly rss: number; readonly heapUsed: number; readonly external: number };

export interface EmbeddedApp {
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string;
  readonly adminEmail: string;
  readonly adminPassword: string;
  /** The product's process, for its CPU time (cpu.ts). */
  readonly pid: number;
  /** SQL statements the product has sent so far: read before and after a window, their difference. */
  statements(): Promise<number>;
  memory(): Promise<AppMemory>;
  stop(): Promise<void>;
}

const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = 'bench correct horse battery staple';
const START_TIMEOUT_MS = 60_000;

/** The pool's database (from the bench server) becomes the product's only database. */
export const startEmbeddedApp = async (pool: Pool, options: { dataDir?: string } = {}): Promise<EmbeddedApp> => {
  const databaseUrl = pool.options.connectionString;
  if (!databaseUrl) throw new Error('the bench pool has no connection string');
  // BENCH_APP_CPU_PROF=<folder>: the product's process writes a V8 CPU profile there when it stops
  // (open it in Chrome's DevTools, or read its top frames), so its share can be profiled under load.
  const profileDir = process.env.BENCH_APP_CPU_PROF;
  const child = fork(path.join(__dirname, 'embeddedAppProcess.js'), [], {
    execArgv: [...process.execArgv, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    env: {
      ...process.env,
      ...(options.dataDir ? { BENCH_APP_DATA_DIR: options.dataDir } : {}),
      BENCH_APP_DATABASE_URL: databaseUrl,
      BENCH_APP_ADMIN_EMAIL: ADMIN_EMAIL,
      BENCH_APP_ADMIN_PASSWORD: ADMIN_PASSWORD,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the embedded app did not start in time')), START_TIMEOUT_MS);
    child.once('message', (message: AppReady) => {
      clearTimeout(timer);
      resolve(message.url);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the embedded app exited with code ${code} before it was ready`));
    });
  }).catch(async (err: unknown) => {
    child.kill();
    await exited;
    throw err;
  });
  return {
    url,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    pid: child.pid ?? -1,
    statements: () =>
      new Promise<number>((resolve) => {
        const answer = (message: AppReady | AppStatements | AppMemory) => {
          if (message.type !== 'statements') return;
          child.off('message', answer);
          resolve(message.count);
        };
        child.on('message', answer);
        child.send({ type: 'statements' } satisfies AppRequest);
      }),
    memory: () =>
      new Promise<AppMemory>((resolve) => {
        const answer = (message: AppReady | AppStatements | AppMemory) => {
          if (message.type !== 'memory') return;
          child.off('message', answer);
          resolve(message);
        };
        child.on('message', answer);
        child.send({ type: 'memory' } satisfies AppRequest);
      }),
    async stop() {
      if (child.exitCode === null) child.send({ type: 'stop' } satisfies AppRequest);
      const killer = setTimeout(() => child.kill(), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
};
