// The production image and docker-compose.yml, read as text: every stage a container runs has a user
// other than root, and no password or secret of the compose file has a value written in it (each
// comes from the environment, required or empty by default).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

interface Stage {
  readonly name: string;
  readonly base: string;
  /** The last USER of the stage itself; undefined: none (the base's user applies). */
  readonly user: string | undefined;
}

const stages: Stage[] = [];
for (const line of dockerfile.split('\n')) {
  const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
  if (from) stages.push({ name: from[2] ?? `stage ${stages.length}`, base: from[1] as string, user: undefined });
  const user = /^USER\s+(\S+)/i.exec(line);
  const current = stages[stages.length - 1];
  if (user && current) stages[stages.length - 1] = { ...current, user: user[1] };
}

/** The user a container of `stage` runs as: its own USER, else its base stage's, else the image's root. */
const userOf = (stage: Stage): string => stage.user ?? userOfBase(stage.base);
const userOfBase = (base: string): string => {
  const parent = stages.find((s) => s.name === base);
  return parent ? userOf(parent) : 'root';
};

/** The stages compose builds (`target:`), and the last one, which a build without a target makes. */
const runStages = (): Stage[] => {
  const targets = [...compose.matchAll(/^\s+target:\s*(\S+)/gm)].map((m) => m[1] as string);
  const names = new Set([...targets, (stages[stages.length - 1] as Stage).name]);
  return stages.filter((s) => names.has(s.name));
};

describe('the production image', () => {
  it('runs every stage a container starts from as a user that is not root, named by number', () => {
    const run = runStages();
    expect(run.map((s) => s.name).sort()).toEqual(['exporter', 'run']);
    for (const stage of run) expect({ stage: stage.name, user: userOf(stage) }).toEqual({ stage: stage.name, user: '1000:1000' });
  });
});

describe('docker-compose.yml', () => {
  it('takes every password and secret from the environment, with no value written in the file', () => {
    const secrets = [...compose.matchAll(/^\s+(\w*(?:PASSWORD|SECRET|TOKEN)\w*):\s*(.*)$/gm)].map((m) => ({ name: m[1] as string, value: m[2] as string }));
    expect(secrets.map((s) => s.name)).toEqual(expect.arrayContaining(['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'ADMIN_PASSWORD', 'OIDC_CLIENT_SECRET']));
    for (const { name, value } of secrets) {
      // Required (${X:?message}) or empty unless set (${X:-}); a URL may carry the required one.
      const literal = value.replace(/\$\{\w+:\?[^}]*\}/g, '').replace(/\$\{\w+:-\}/g, '');
      expect({ name, literal: literal.replace(/^'|'$/g, '') }).toEqual({ name, literal: '' });
    }
    expect(compose).toMatch(/DATABASE_URL: 'postgres:\/\/workspace:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres/);
  });

  it('runs no service privileged or as root, and publishes the gateway alone', () => {
    expect(compose).not.toMatch(/^\s+privileged:\s*true/m);
    expect(compose).not.toMatch(/^\s+user:\s*['"]?(root|0)\b/m);
    expect([...compose.matchAll(/^\s+ports:/gm)]).toHaveLength(1);
    expect(compose).toMatch(/gateway:[\s\S]*ports:\s*\n\s+- '\$\{PORT:-8080\}:8080'/);
  });
});
