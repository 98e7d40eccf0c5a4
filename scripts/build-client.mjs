// Builds the browser client (frontend/dist) only when what it is built from changed since the last
// build: its sources, the contracts it bundles, its build configuration and the locked dependencies.
// A start of an unchanged checkout then skips the client's type-check and bundle (a minute or more on
// two cores). `--always` builds anyway (the test command's full build) and records the stamp too.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'frontend/dist');
const STAMP = path.join(DIST, '.sources-sha256');
/** Everything the client's build reads from this checkout; folders are read whole. */
const INPUTS = [
  'frontend/src',
  'frontend/index.html',
  'frontend/landing.html',
  'frontend/vite.config.ts',
  'frontend/postcss.config.cjs',
  'frontend/tsconfig.json',
  'frontend/package.json',
  'contracts/src',
  'package-lock.json',
];

const filesOf = (relative) => {
  const full = path.join(ROOT, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(path.join(relative, name)));
};

/** One hash over every input file's path and bytes: a renamed, added, removed or edited file changes it. */
const sourcesHash = () => {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

const always = process.argv.includes('--always');
const hash = sourcesHash();
const built = fs.existsSync(path.join(DIST, 'index.html')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8').trim() === hash;
if (built && !always) {
  console.log('client: unchanged since its last build (frontend/dist)');
  process.exit(0);
}
console.log(always ? 'client: building' : 'client: its sources changed, building (about a minute)');
const run = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
// The bundle empties dist/ first, so the stamp is written after it, and only for a build that worked.
fs.writeFileSync(STAMP, `${hash}\n`);
