// Where the embedded PostgreSQL keeps its cluster and runs its binaries from. PostgreSQL refuses to run
// as root, so as root it runs as the `postgres` system user, which must be able to enter every folder
// on the way to the cluster and to the binaries. A clone under a home folder of mode 700 (/root) is
// out of its reach: then the cluster lives in a folder of its own under STATE_ROOT, named by a stable
// hash of DATA_DIR so that every restart finds it again, and the binaries run from a copy kept there.
import { createHash } from 'node:crypto';
import path from 'node:path';

/** Where relocated clusters live: a system folder every user can enter, kept across restarts. */
export const STATE_ROOT = '/var/lib/whiteboard-studio';

/** One folder's owner and permission bits, as stat reports them. */
export interface FolderAccess {
  readonly path: string;
  readonly mode: number;
  readonly uid: number;
  readonly gid: number;
}

/** A system account: its uid and every group it belongs to (null uid: the account does not exist yet). */
export interface Account {
  readonly uid: number | null;
  readonly gids: readonly number[];
}

/** Whether `account` may enter (search, the x bit) the folder, by the owner, group or other bits. */
export const mayEnter = (account: Account, folder: FolderAccess): boolean => {
  if (account.uid === 0) return true;
  if (account.uid !== null && folder.uid === account.uid) return (folder.mode & 0o100) !== 0;
  if (account.gids.includes(folder.gid)) return (folder.mode & 0o010) !== 0;
  return (folder.mode & 0o001) !== 0;
};

/** The first folder of the chain `account` cannot enter, or null when it can reach the end. */
export const firstBarrier = (account: Account, chain: readonly FolderAccess[]): FolderAccess | null => chain.find((folder) => !mayEnter(account, folder)) ?? null;

/** The folders from the root down to `target`: the ones whose search permission reaching it needs. */
export const foldersOnTheWay = (target: string): string[] => {
  const resolved = path.resolve(target);
  const out: string[] = [];
  for (let at = resolved; ; at = path.dirname(at)) {
    out.unshift(at);
    if (path.dirname(at) === at) return out;
  }
};

/** The folder of DATA_DIR's relocated cluster: the same DATA_DIR always gives the same folder. */
export const relocatedHome = (dataDir: string, stateRoot = STATE_ROOT): string => path.join(stateRoot, createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16));

/** Where copies of the binaries live: one per version, shared by every DATA_DIR (and by tests). */
export const relocatedRuntimeRoot = (stateRoot = STATE_ROOT): string => path.join(stateRoot, 'runtime');

export interface PlacementInput {
  readonly dataDir: string;
  readonly runningAsRoot: boolean;
  /** DATA_DIR/pg already holds a cluster (PG_VERSION): it stays where it is. */
  readonly clusterInDataDir: boolean;
  /** The relocated folder already holds a cluster (an earlier start made it): it stays there. */
  readonly clusterInRelocatedHome: boolean;
  /** The first folder on the way to DATA_DIR/pg that the postgres user cannot enter (null: none). */
  readonly dataDirBarrier: string | null;
  /** The first folder on the way to the installed binaries that the postgres user cannot enter. */
  readonly binariesBarrier: string | null;
  readonly stateRoot?: string;
}

export interface Placement {
  /** The cluster's data folder. */
  readonly clusterDir: string;
  /** Where copies of the binaries are kept, when the installed ones are out of the postgres user's reach. */
  readonly runtimeDir: string | null;
  /** Why the cluster is not under DATA_DIR (null when it is): the one line said at start. */
  readonly notice: string | null;
}

const relocatedNotice = (clusterDir: string, inDataDir: string, barrier: string | null): string =>
  `The embedded PostgreSQL keeps its data in ${clusterDir}, not in ${inDataDir}: ` +
  (barrier === null ? 'an earlier start put it there.' : `it cannot run as root, and its postgres user cannot enter ${barrier}.`);

export const choosePlacement = (input: PlacementInput): Placement => {
  const inDataDir = path.resolve(input.dataDir, 'pg');
  if (!input.runningAsRoot) return { clusterDir: inDataDir, runtimeDir: null, notice: null };
  const home = relocatedHome(input.dataDir, input.stateRoot);
  const runtimeDir = input.binariesBarrier === null ? null : relocatedRuntimeRoot(input.stateRoot);
  const relocated = path.join(home, 'pg');
  if (input.clusterInDataDir) return { clusterDir: inDataDir, runtimeDir, notice: null };
  if (input.clusterInRelocatedHome) return { clusterDir: relocated, runtimeDir, notice: relocatedNotice(relocated, inDataDir, input.dataDirBarrier) };
  if (input.dataDirBarrier === null) return { clusterDir: inDataDir, runtimeDir, notice: null };
  return { clusterDir: relocated, runtimeDir, notice: relocatedNotice(relocated, inDataDir, input.dataDirBarrier) };
};
