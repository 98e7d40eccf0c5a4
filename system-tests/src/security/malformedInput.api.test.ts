// Malformed input, generated with fast-check from each call's zod schema (calls of the registry and the
// sign-in endpoints): wrong types, missing fields, huge strings and arrays, NUL, lone surrogates,
// zero-width and RTL characters, __proto__/constructor keys, top-level arrays and non-object bodies.
// Every answer must be 400, 413 (a body above the call's bound, hostileBodies.api.test.ts) or the call's
// domain error (403/404/409/422; 401 for a sign-in), never 5xx, never a success; the event store's last position must not move, nor may any prototype be polluted.
// Seeded and bounded (RUNS per call), so a run is repeatable and takes well under a minute here.
// Findings of issue 7 it would have caught: 3 (NUL and lone surrogates reaching PostgreSQL as 500s) and
// 4 (user ids coerced from "0x2", " 3 ", [1], true, [[4]]); and names made only of invisible characters
// (finding 8).
import fc from 'fast-check';
import type { z } from 'zod';
import { API_PREFIX, AuthPaths, LoginInput, SetPasswordInput, allCalls } from '@wb/contracts';
import { malformedInputs, type Malformed } from './malformed';
import { startSecurityWorld, type SecurityWorld } from './securityWorld';

const SEED = 20_240_607;
const RUNS = 24;

interface Target {
  readonly path: string;
  readonly input: z.ZodType;
  /** Statuses besides 400 that are this call's own refusals. */
  readonly domainErrors: readonly number[];
}

const DOMAIN_ERRORS = [403, 404, 409, 422];
const targets: Target[] = [
  ...allCalls()
    .filter((c) => c.method === 'POST')
    .map((c) => ({ path: `${API_PREFIX}${c.path}`, input: c.input, domainErrors: DOMAIN_ERRORS })),
  { path: AuthPaths.login, input: LoginInput, domainErrors: [...DOMAIN_ERRORS, 401] },
  { path: AuthPaths.setPassword, input: SetPasswordInput, domainErrors: DOMAIN_ERRORS },
];

let world: SecurityWorld;
beforeAll(async () => {
  world = await startSecurityWorld();
}, 60_000);
afterAll(async () => {
  await world?.stop();
});

const polluted = (): unknown => (Object.prototype as Record<string, unknown>).polluted;

/** Sends one malformed body as root (authorization never stands in the way) and checks what it did. */
const refuses =
  (target: Target) =>
  async (input: Malformed): Promise<void> => {
    const before = await world.app.lastEventPosition();
    const answer = await world.root.client.post(target.path, input.body);
    const after = await world.app.lastEventPosition();
    const problems = [
      ...([400, 413, ...target.domainErrors].includes(answer.status) ? [] : [`answered ${answer.status} ${answer.text.slice(0, 200)}`]),
      ...(typeof answer.body?.error?.msg === 'string' ? [] : ['answered without an error message']),
      ...(after.position === before.position && after.events === before.events ? [] : [`appended: position ${before.position} -> ${after.position}`]),
      ...(polluted() === undefined ? [] : ['polluted Object.prototype']),
    ];
    if (problems.length) throw new Error(`${input.label}: ${problems.join('; ')}`);
  };

describe.each(targets.map((t) => [t.path, t] as const))('POST %s', (_path, target) => {
  it('refuses every malformed input with 400 or its domain error, appending nothing', async () => {
    await fc.assert(fc.asyncProperty(malformedInputs(target.input), refuses(target)), { seed: SEED, numRuns: RUNS, endOnFailure: true });
  }, 90_000);
});

describe('GET calls', () => {
  const gets = allCalls().filter((c) => c.method === 'GET');
  it.each(gets.map((c) => [`${API_PREFIX}${c.path}`] as const))('%s refuses NUL, a __proto__ key and unknown parameters in its query', async (path) => {
    for (const query of ['x=1', 'x=%00', '__proto__=x', 'a%00=1']) {
      const before = await world.app.lastEventPosition();
      const answer = await world.root.client.get(`${path}?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(await world.app.lastEventPosition()).toEqual(before);
    }
  });
});
