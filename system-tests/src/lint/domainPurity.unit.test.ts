// The lint rule that keeps decide/evolve pure applies by folder: any file under a command-api domain/
// folder, whatever its name. Run through ESLint itself (as `npm run lint` does) on code given on stdin.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

const lint = (file: string, code: string): string => {
  const run = spawnSync(process.execPath, ['node_modules/eslint/bin/eslint.js', '--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { message: string }[] }[];
  if (!result) throw new Error(`ESLint gave no result: ${run.stderr}`);
  return result.messages.map((m) => m.message).join('\n');
};

const IMPURE = `
import { PostgresEventStore } from '@wb/platform';
import { createQueryApi } from '@wb/query-api';
import { readFileSync } from 'node:fs';
import { projectRoutes } from '../routes';
export const impure = () => [PostgresEventStore, createQueryApi, readFileSync, projectRoutes, Date.now(), new Date(), Math.random(), process.env];
`;

const PURE = `
import type { EventStore } from '@wb/platform';
import { domainError } from '../../shared/domain/domainError';
import { isUsableFolder } from '../../folders/domain/folder';
export const pure = (store: EventStore, at: string) => [store, domainError, isUsableFolder, new Date(at)];
`;

describe('a file under command-api/src/<area>/domain/', () => {
  it.each(['decide.ts', 'anyNewName.ts'])('%s may not do I/O, read the clock, draw random numbers or reach outside the domain', (name) => {
    const report = lint(`command-api/src/projects/domain/${name}`, IMPURE);
    for (const refused of ["'@wb/platform'", "'@wb/query-api'", "'node:fs'", "'../routes'", "'Date.now'", "'Math.random'", 'Time comes in the command metadata', "'process'"]) {
      expect(report).toContain(refused);
    }
  });

  it('may import platform types and other domain folders', () => {
    expect(lint('command-api/src/projects/domain/decide.ts', PURE)).toBe('');
  });
});

it('outside domain/ the same code passes the purity rule (routes do I/O by design)', () => {
  expect(lint('command-api/src/projects/routes.ts', IMPURE)).not.toContain('Time comes in the command metadata');
});
