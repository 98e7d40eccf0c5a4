// scripts/audit-deps.mjs, the supply-chain step of the test command: what it prints and its exit code
// for the reports npm audit gives (read from a stand-in `npm` first on PATH that prints a saved
// report), and for a registry that cannot be reached (the real npm, pointed at a closed port).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SCRIPT = path.join(ROOT, 'scripts', 'audit-deps.mjs');

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'audit-deps-'));
  writeFileSync(path.join(dir, 'npm'), '#!/bin/sh\nprintf \'%s\\n\' "$*" > "$FAKE_NPM_ARGS"\ncat "$FAKE_NPM_REPORT"\nexit 1\n');
  chmodSync(path.join(dir, 'npm'), 0o755);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const runWith = (report: unknown, flags: string[] = []): { status: number | null; lines: string[]; args: string } => {
  const reportFile = path.join(dir, 'report.json');
  writeFileSync(reportFile, typeof report === 'string' ? report : JSON.stringify(report));
  const argsFile = path.join(dir, 'args.txt');
  const run = spawnSync(process.execPath, [SCRIPT, ...flags], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${dir}${path.delimiter}${process.env.PATH}`, FAKE_NPM_REPORT: reportFile, FAKE_NPM_ARGS: argsFile },
  });
  return { status: run.status, lines: run.stdout.trim().split('\n'), args: readFileSync(argsFile, 'utf8').trim() };
};

const advisory = (over: Record<string, unknown>) => ({
  source: 1100001,
  name: 'path-to-regexp',
  dependency: 'path-to-regexp',
  title: 'path-to-regexp outputs backtracking regular expressions',
  url: 'https://github.com/advisories/GHSA-9wv6-86v2-598j',
  severity: 'high',
  range: '<0.1.10',
  ...over,
});

const vulnerability = (name: string, severity: string, via: unknown[], fixAvailable: unknown) => ({
  name,
  severity,
  isDirect: false,
  via,
  effects: [],
  range: '*',
  nodes: [`node_modules/${name}`],
  fixAvailable,
});

const reportOf = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) => ({
  auditReportVersion: 2,
  vulnerabilities,
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts }, dependencies: { prod: 812, dev: 0, total: 811 } },
});

describe('audit-deps', () => {
  it('audits the production dependencies only, as JSON', () => {
    expect(runWith(reportOf({}, {})).args).toBe('audit --omit=dev --json');
  });

  it('passes with one summary line when nothing is vulnerable', () => {
    const run = runWith(reportOf({}, {}));
    expect(run.status).toBe(0);
    expect(run.lines).toEqual(['npm audit: no high or critical advisory with a fix available among 812 production dependencies (no vulnerable package).']);
  });

  it('fails on a high advisory with a fix, one line per advisory naming the package, the advisory and the fix', () => {
    const run = runWith(
      reportOf(
        {
          'path-to-regexp': vulnerability('path-to-regexp', 'high', [advisory({})], { name: 'express', version: '5.3.1', isSemVerMajor: false }),
          // A dependent lists the advisory by name only: it is not printed twice.
          express: vulnerability('express', 'high', ['path-to-regexp'], true),
          'fast-xml-parser': vulnerability(
            'fast-xml-parser',
            'critical',
            [advisory({ source: 1100002, name: 'fast-xml-parser', title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-0000-1111-2222', severity: 'critical', range: '<4.4.1' })],
            true,
          ),
        },
        { high: 2, critical: 1 },
      ),
    );
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      'high: path-to-regexp <0.1.10 path-to-regexp outputs backtracking regular expressions https://github.com/advisories/GHSA-9wv6-86v2-598j at node_modules/path-to-regexp; fix: express@5.3.1',
      'critical: fast-xml-parser <4.4.1 Prototype pollution https://github.com/advisories/GHSA-0000-1111-2222 at node_modules/fast-xml-parser; fix: npm audit fix',
      'npm audit: 2 high or critical advisories of the production dependencies with a fix available.',
    ]);
  });

  it('names a fix that needs a new major version as such', () => {
    const run = runWith(reportOf({ archiver: vulnerability('archiver', 'high', [advisory({ name: 'archiver' })], { name: 'archiver', version: '8.0.0', isSemVerMajor: true }) }, { high: 1 }));
    expect(run.status).toBe(1);
    expect(run.lines[0]).toMatch(/; fix: archiver@8\.0\.0 \(a new major version\)$/);
  });

  it('passes, counting them, advisories that are moderate or low, and high ones without a fix', () => {
    const run = runWith(
      reportOf(
        {
          dompurify: vulnerability('dompurify', 'moderate', [advisory({ name: 'dompurify', severity: 'moderate' })], true),
          yauzl: vulnerability('yauzl', 'high', [advisory({ name: 'yauzl' })], false),
        },
        { moderate: 1, high: 1 },
      ),
    );
    expect(run.status).toBe(0);
    expect(run.lines).toEqual([
      'npm audit: no high or critical advisory with a fix available among 812 production dependencies (vulnerable packages: 1 high, 1 moderate; none high or critical with a fix).',
    ]);
  });

  it('fails saying the dependencies were not audited when the registry refuses the advisory request', () => {
    const run = runWith({ message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '', detail: '' } });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      'npm audit could not get advisories from the registry (405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk); the production dependencies were NOT audited.',
    ]);
  });

  it('with --if-reachable, only warns when the advisories cannot be had, and still fails on an advisory with a fix', () => {
    const refused = runWith({ message: 'request to https://registry.example/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND registry.example' }, ['--if-reachable']);
    expect(refused.status).toBe(0);
    expect(refused.lines).toEqual([
      'warning: npm audit could not get advisories from the registry (request to https://registry.example/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND registry.example); the production dependencies were NOT audited.',
    ]);
    const found = runWith(reportOf({ ws: vulnerability('ws', 'high', [advisory({ name: 'ws' })], true) }, { high: 1 }), ['--if-reachable']);
    expect(found.status).toBe(1);
  });

  it('fails saying so when npm answers no report at all', () => {
    const run = runWith('npm error something broke\n');
    expect(run.status).toBe(1);
    expect(run.lines).toEqual(['npm audit gave no report (exit 1: npm error something broke); the production dependencies were NOT audited.']);
  });

  it('fails saying the dependencies were not audited when the registry cannot be reached (the real npm)', () => {
    // Port 9 (discard) is closed here: the connection is refused at once, without retries.
    const run = spawnSync(process.execPath, [SCRIPT], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/', npm_config_fetch_retries: '0' },
      timeout: 120_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout.trim()).toMatch(/^npm audit could not get advisories from the registry \(.*ECONNREFUSED.*\); the production dependencies were NOT audited\.$/);
  }, 120_000);
});
