// Runs every test tier in order (unit, int, api, e2e), each as one jest run with JSON results, and
// ends by printing 'N passed, N failed, N skipped' counted from those results: CI reads that line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const tiers = process.argv.slice(2).length ? process.argv.slice(2) : ['unit', 'int', 'api', 'e2e'];
const outDir = path.resolve('.test-results');
fs.mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let runFailed = false;

// Type-check and build everything first: browser journeys need the built client, and a type error
// anywhere must fail the run even if no test imports that file. Lint checks the import boundaries.
for (const [label, cmd, args] of [
  ['build', 'npm', ['run', 'build']],
  ['lint', 'npm', ['run', 'lint']],
]) {
  if (process.env.SKIP_BUILD && label === 'build') continue;
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.status !== 0) {
    console.log(`${label} failed (exit ${res.status})`);
    totals.failed += 1;
    runFailed = true;
  }
}

for (const tier of tiers) {
  const out = path.join(outDir, `${tier}.json`);
  fs.rmSync(out, { force: true });
  console.log(`\n=== ${tier} tests ===`);
  const res = spawnSync(
    process.execPath,
    ['node_modules/jest/bin/jest.js', '--json', `--outputFile=${out}`, '--passWithNoTests', ...(tier === 'unit' ? [] : ['--runInBand'])],
    { stdio: 'inherit', env: { ...process.env, TEST_TIER: tier } },
  );
  if (!fs.existsSync(out)) {
    console.log(`${tier}: jest wrote no results (exit ${res.status})`);
    runFailed = true;
    continue;
  }
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  // A suite that fails to load has no failed tests of its own: count it so it cannot pass silently.
  const brokenSuites = r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0);
  totals.failed += brokenSuites.length;
  if (res.status !== 0) runFailed = true;
}

console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(runFailed || totals.failed > 0 ? 1 : 0);
