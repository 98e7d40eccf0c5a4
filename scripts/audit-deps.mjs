// The supply-chain step of the test command: `npm audit --omit=dev` over the production dependencies.
// Exit 1, one line per advisory, when a high or critical advisory has a fix available (an update
// within the ranges, or a newer major named by npm); exit 0 with one summary line otherwise. An audit
// that could not be done (the advisory service unreachable or refusing, no answer in time) is exit 1
// with a line that says so: a step that cannot check must not pass as if it had. With --if-reachable
// an advisory service that cannot be reached is a warning instead (exit 0), for a machine whose
// registry serves packages but not advisories; every other outcome is the same.
// Advisories without a fix are counted in the summary, not failed: no update can remove them yet, and
// failing on them would stop every build until the package's authors publish one.
import { spawnSync } from 'node:child_process';

const TIMEOUT_MS = 180_000;
const BLOCKING = new Set(['critical', 'high']);
const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'];

const fail = (line) => {
  console.log(line);
  process.exit(1);
};

const unreachable = (line) => {
  if (!process.argv.includes('--if-reachable')) fail(line);
  console.log(`warning: ${line}`);
  process.exit(0);
};

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
  timeout: TIMEOUT_MS,
  killSignal: 'SIGKILL',
});
if (audit.error?.code === 'ETIMEDOUT') {
  unreachable(`npm audit: no answer from the registry's advisory service within ${TIMEOUT_MS / 1000} s; the production dependencies were NOT audited.`);
}
if (audit.error) fail(`npm audit could not be run (${audit.error.message}); the production dependencies were NOT audited.`);

let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  const said = (audit.stderr || audit.stdout || '').trim().split('\n').pop() || 'no output';
  fail(`npm audit gave no report (exit ${audit.status}: ${said}); the production dependencies were NOT audited.`);
}

// npm prints its failure to fetch advisories as JSON too: a message, or an error with a code.
if (!report.vulnerabilities || report.error?.code || report.statusCode) {
  const reason = report.message || [report.error?.code, report.error?.summary].filter(Boolean).join(' ') || (report.statusCode ? `HTTP ${report.statusCode}` : 'no reason given');
  unreachable(`npm audit could not get advisories from the registry (${reason}); the production dependencies were NOT audited.`);
}

const fixOf = (fixAvailable) => (fixAvailable === true ? 'npm audit fix' : `${fixAvailable.name}@${fixAvailable.version}${fixAvailable.isSemVerMajor ? ' (a new major version)' : ''}`);

// Each advisory sits on the package it names (`via` objects); its dependents list it by name only.
const findings = new Map();
for (const vulnerability of Object.values(report.vulnerabilities)) {
  if (!vulnerability.fixAvailable) continue;
  for (const advisory of vulnerability.via) {
    if (typeof advisory !== 'object' || !BLOCKING.has(advisory.severity)) continue;
    const key = `${advisory.source ?? advisory.url}:${vulnerability.name}`;
    const where = vulnerability.nodes?.[0] ? ` at ${vulnerability.nodes[0]}` : '';
    findings.set(key, `${advisory.severity}: ${advisory.name} ${advisory.range} ${advisory.title} ${advisory.url}${where}; fix: ${fixOf(vulnerability.fixAvailable)}`);
  }
}

if (findings.size > 0) {
  for (const line of findings.values()) console.log(line);
  fail(`npm audit: ${findings.size} high or critical advisor${findings.size === 1 ? 'y' : 'ies'} of the production dependencies with a fix available.`);
}

const counts = report.metadata?.vulnerabilities ?? {};
const known = SEVERITIES.filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`);
const prod = report.metadata?.dependencies?.prod;
console.log(
  `npm audit: no high or critical advisory with a fix available among ${prod ?? 'the'} production dependencies` +
    (known.length ? ` (vulnerable packages: ${known.join(', ')}; none high or critical with a fix)` : ' (no vulnerable package)') +
    '.',
);
