// Runs every test tier in order (unit, int, api, e2e, then the fault suite's short form), each as one jest run with JSON results, and
// ends by printing 'N passed, N failed, N skipped' counted from those results: CI reads that line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const tiers = process.argv.slice(2).length ? process.argv.slice(2) : ['unit', 'int', 'api', 'e2e', 'faults'];
const outDir = path.resolve('.test-results');
fs.mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let runFailed = false;
// Printed again just before the last line: CI keeps only the start and the end of a long output, so the
// time of each step and the names of failed tests must be at the end to be read.
const timings = [];
const failures = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);
// A tier's last guard: the e2e tier took 18 minutes and more on a slower share of a 2-core machine
// with other work beside it (6.5 on a quiet, faster one); CI's own limit is 90 minutes for the run.
const TIER_TIMEOUT_MS = 30 * 60_000;

// Type-check and build everything first: browser journeys need the built client, and a type error
// anywhere must fail the run even if no test imports that file. Lint checks the import boundaries and
// the formatting; knip finds files, exports and dependencies nothing uses; audit checks the production
// dependencies against the registry's advisories.
for (const [label, cmd, args] of [
  ['build', 'npm', ['run', 'build']],
  ['lint', 'npm', ['run', 'lint']],
  ['knip', 'npm', ['run', 'knip']],
  // A high or critical advisory with a fix fails the run; a registry that serves no advisories is a warning (docs/decisions/supply-chain.md).
  ['audit', 'node', ['scripts/audit-deps.mjs', '--if-reachable']],
]) {
  if (process.env.SKIP_BUILD && label === 'build') continue;
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  timings.push(`${label} ${seconds(started)} s`);
  if (res.status !== 0) {
    console.log(`${label} failed (exit ${res.status})`);
    failures.push(`${label} (exit ${res.status})`);
    totals.failed += 1;
    runFailed = true;
  }
}

// How each tier runs. Unit tests use every core. Integration and API suites each work on a database of
// their own, so two run at once (this machine has two cores and the suites wait on PostgreSQL much of
// the time); the few that bound a duration, or load both cores on their own, run afterwards alone, so
// that a neighbour cannot make them miss. Browser journeys run two at a time as well: each waits on its
// Chromium and its app much of the time (462 s for 47 files against about 800 s one at a time); the
// exporter's renders, which keep both cores busy, run alone.
const ALONE = [
  'heavyWork\\.api\\.test',
  'hostileBodies\\.api\\.test',
  'hostileInput\\.api\\.test',
  'eventTypes\\.int\\.test',
  'killedMidBatch\\.int\\.test',
  '/exporter/src/render/',
  'exporterPipeline\\.int\\.test',
];
const runsOf = (tier) => {
  if (tier === 'unit') return [{ label: 'unit', args: [] }];
  // The fault suite's short form (system-tests/faults: the product as real processes on a PostgreSQL of
  // its own, faults injected one after another) owns the machine while it runs.
  if (tier === 'faults') return [{ label: 'faults', args: ['--runInBand'] }];
  return [
    // Given on the command line, the ignore patterns replace jest.config.js's: restate those first.
    { label: tier, args: ['--maxWorkers=2', ...['/node_modules/', '/dist/', ...ALONE].flatMap((p) => ['--testPathIgnorePatterns', p])] },
    { label: `${tier}-alone`, args: ['--runInBand', '--testPathPatterns', ALONE.join('|')] },
  ];
};

for (const tier of tiers) {
  for (const run of runsOf(tier)) {
    const out = path.join(outDir, `${run.label}.json`);
    fs.rmSync(out, { force: true });
    console.log(`\n=== ${run.label} tests ===`);
    const started = Date.now();
    const res = spawnSync(
      process.execPath,
      // --forceExit: a handle left open by a failed test must not keep the run waiting forever; the
      // timeout is a last guard so that a hung tier fails the run instead of outliving CI's limit.
      ['node_modules/jest/bin/jest.js', '--json', `--outputFile=${out}`, '--passWithNoTests', '--forceExit', ...run.args],
      { stdio: 'inherit', env: { ...process.env, TEST_TIER: tier }, timeout: TIER_TIMEOUT_MS, killSignal: 'SIGKILL' },
    );
    timings.push(`${run.label} ${seconds(started)} s`);
    if (res.error) console.log(`${run.label}: jest stopped: ${res.error.message}`);
    if (!fs.existsSync(out)) {
      console.log(`${run.label}: jest wrote no results (exit ${res.status})`);
      failures.push(`${run.label}: jest wrote no results (exit ${res.status})`);
      totals.failed += 1;
      runFailed = true;
      continue;
    }
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    // A skipped test's title says why it was skipped: show it, so the reason is in the run's output.
    for (const suite of r.testResults) {
      for (const t of suite.assertionResults) if (t.status === 'pending' || t.status === 'todo') console.log(`${run.label}: skipped: ${t.title}`);
    }
    // A suite that fails to load has no failed tests of its own: count it so it cannot pass silently.
    const brokenSuites = r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0);
    totals.failed += brokenSuites.length;
    const relative = (file) => path.relative(process.cwd(), file);
    for (const suite of brokenSuites) failures.push(`${run.label}: ${relative(suite.name)} did not load`);
    for (const suite of r.testResults) {
      for (const t of suite.assertionResults) if (t.status === 'failed') failures.push(`${run.label}: ${relative(suite.name)}: ${t.fullName}`);
    }
    // The slowest files of the run, so the run's length can be followed from CI's output.
    const slowest = r.testResults
      .map((s) => ({ file: relative(s.name), s: (s.endTime - s.startTime) / 1000 }))
      .sort((a, b) => b.s - a.s)
      .slice(0, 5)
      .map(({ file, s }) => `${file} ${s.toFixed(0)} s`);
    if (slowest.length) timings.push(`  slowest: ${slowest.join('; ')}`);
    if (res.status !== 0) runFailed = true;
  }
}

console.log(`\n=== times ===\n${timings.join('\n')}`);
if (failures.length) console.log(`\n=== failed ===\n${failures.slice(0, 40).join('\n')}${failures.length > 40 ? `\n... and ${failures.length - 40} more` : ''}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(runFailed || totals.failed > 0 ? 1 : 0);
