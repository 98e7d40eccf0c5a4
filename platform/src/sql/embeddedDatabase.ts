// The embedded PostgreSQL of DATA_DIR, as `npm start` opens it: the one another process of ours already
// runs on that cluster, or a server started here. Every reason the start could fail that the operator
// can fix (DATA_DIR not writable, too little disk, EMBEDDED_PG_PORT taken) stops it first with a
// StartError saying what to do; as root the cluster may live outside DATA_DIR (clusterPlacement.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureFreeSpace, ensurePortFree, ensureWritableFolder } from '../config/startChecks';
import { StartError, errorCode } from '../config/startError';
import { startEmbeddedPostgres } from './embeddedPostgres';
import { probePlacement } from './placementProbe';
import { prepareRelocatedRuntime } from './relocatedRuntime';
import { runningEmbeddedPostgresUrl } from './runningEmbeddedPostgres';

const MB = 1024 * 1024;
/** A new cluster is about 40 MB, and PostgreSQL writes WAL in 16 MB segments from the first minute. */
export const NEW_CLUSTER_BYTES = 256 * MB;
/** An existing cluster still needs room for its WAL and the first writes. */
export const EXISTING_CLUSTER_BYTES = 64 * MB;

export interface EmbeddedDatabase {
  readonly url: string;
  /** Where the cluster lives (DATA_DIR/pg, or a relocated folder as root). */
  readonly clusterDir: string;
  /** Stops the server if this process started it. */
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  readonly dataDir: string;
  readonly port: number;
  /** Told once, at start, where the cluster lives when that is not under DATA_DIR. */
  readonly say: (line: string) => void;
  /** Where relocated clusters live (tests use their own). */
  readonly stateRoot?: string;
  /** Told when another process of ours already runs this cluster. */
  readonly onShared?: (clusterDir: string) => void;
  /** Told before this process starts the server. */
  readonly onStarting?: (clusterDir: string) => void;
}

const copyRuntime = async (runtimeDir: string): Promise<string> => {
  try {
    return await prepareRelocatedRuntime(runtimeDir);
  } catch (err) {
    if (errorCode(err) === 'ENOSPC') throw new StartError(`The disk of ${runtimeDir} is full: free about 100 MB there for a copy of the PostgreSQL binaries.`);
    throw err;
  }
};

export const openEmbeddedDatabase = async (options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> => {
  await ensureWritableFolder(path.resolve(options.dataDir), 'DATA_DIR');
  const placement = probePlacement(options.dataDir, options.stateRoot);
  if (placement.notice) options.say(placement.notice);
  const { clusterDir } = placement;

  const running = await runningEmbeddedPostgresUrl(clusterDir, options.port);
  if (running) {
    options.onShared?.(clusterDir);
    return { url: running, clusterDir, stop: async () => undefined };
  }
  await ensurePortFree(options.port, 'EMBEDDED_PG_PORT');
  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  await ensureFreeSpace(clusterDir, isNew ? NEW_CLUSTER_BYTES : EXISTING_CLUSTER_BYTES, 'the embedded PostgreSQL', 'DATA_DIR');
  options.onStarting?.(clusterDir);
  const launcherEntry = placement.runtimeDir ? await copyRuntime(placement.runtimeDir) : undefined;
  const server = await startEmbeddedPostgres({ dataDir: clusterDir, port: options.port, ...(launcherEntry ? { launcherEntry } : {}) });
  return { url: server.url, clusterDir, stop: () => server.stop() };
};
