// The authorization matrix, generated from the call registry: every call x {anonymous, signed in with
// no grant, content view, content edit, admin of another area, root} against the answer its declared
// rule expects: 401, 403, or "passes authorization" (any answer but 401, 403 and 5xx). A new call is
// in the table the day it joins the registry; a failure prints the whole table.
// Findings of issue 7 it would have caught: 5 (getUser gave any signed-in user every user's email,
// grants and deactivated flag: the second part of this file), and any call whose declared rule the
// server does not apply. Finding 1 (grants and users above the caller) is escalation.api.test.ts.
// Finding 8 of issue 16 (a view holder renaming scenes and saving documents) was a registry that
// declared view for edits: the view/edit split below holds the registry to the spec's rule, and the
// matrix then holds the server to the registry (accessLevels.api.test.ts pins that finding itself).
import { API_PREFIX, AdminGrantTypes, ContentGrantTypes, ROOT_GRANT, TeamMember, accessGrants, allCalls, allows, alsoRuleOf, type CallDef } from '@wb/contracts';
import type { Answer, HttpClient } from '../testing/httpClient';
import { HttpClient as Client } from '../testing/httpClient';
import { sampleInput } from '../testing/sampleInput';
import { startSecurityWorld, type SecurityWorld } from './securityWorld';

/**
 * `passesOrForbidden`: the router lets the caller through and the call declares a further rule that
 * decide checks against the data (an owner, a user above the caller): either answer is the declared
 * one. escalation.api.test.ts pins those rules case by case.
 */
type Expected = 'unauthenticated' | 'forbidden' | 'passes' | 'passesOrForbidden';

interface Role {
  readonly name: string;
  /** The grants of the role for this call; null for no session at all. */
  grantsFor(call: CallDef): readonly string[] | null;
}

const contentGrants = (level: 'view' | 'edit') => ContentGrantTypes.map((t) => `content.${t}-${level}`);
const adminGrants = AdminGrantTypes.map((t) => `admin.${t}`);

/** An admin grant of another area than the call's own (the call's, when it needs one, is skipped). */
const otherAdminGrant = (call: CallDef): string => adminGrants.find((g) => !(accessGrants(call.access) as readonly string[]).includes(g)) ?? 'admin.analytics';

const ROLES: readonly Role[] = [
  { name: 'anonymous', grantsFor: () => null },
  { name: 'no grant', grantsFor: () => [] },
  { name: 'content view', grantsFor: () => contentGrants('view') },
  { name: 'content edit', grantsFor: () => contentGrants('edit') },
  { name: 'other admin', grantsFor: (call) => [otherAdminGrant(call)] },
  { name: 'root', grantsFor: () => ['root'] },
];

/** What the call's declared rule lets a caller holding `grants` (null: no session) get past. */
const expectedFor = (call: CallDef, grants: readonly string[] | null): Expected => {
  const { access } = call;
  if (access.kind === 'public') return 'passes';
  // The matrix sends no automation key: a key call lets through only the signed-in, when it says so.
  if (access.kind === 'automationKey') return grants !== null && access.orSignedIn ? 'passes' : 'forbidden';
  if (grants === null) return 'unauthenticated';
  if (!allows(access, grants)) return 'forbidden';
  return alsoRuleOf(access) !== undefined && !grants.includes(ROOT_GRANT) ? 'passesOrForbidden' : 'passes';
};

const verdictOf = (status: number): Expected | 'failed' => {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  return status >= 500 ? 'failed' : 'passes';
};

const callPath = (call: CallDef) => `${API_PREFIX}${call.path}`;

/**
 * The matrix's order: the registry's, with the calls that change the content lock last. Root's toggle
 * would otherwise leave the asset library locked for every call after it, which would then answer 423
 * before reaching their handlers (contentLock.api.test.ts covers the lock).
 */
const matrixCalls = (): CallDef[] => {
  const calls = allCalls();
  const togglesLock = (call: CallDef) => call.path === '/admin/toggleLockContent';
  return [...calls.filter((c) => !togglesLock(c)), ...calls.filter(togglesLock)];
};

/** A valid input, aimed at `subject` wherever the call names a user, so no actor changes itself or root. */
const inputFor = (call: CallDef, subject: number): unknown => {
  const input = sampleInput(call.input);
  return input && typeof input === 'object' && 'userID' in input ? { ...input, userID: subject } : input;
};

const send = (client: HttpClient, call: CallDef, input: unknown): Promise<Answer> => {
  if (call.method === 'GET') {
    const query = input && typeof input === 'object' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
    return client.get(`${callPath(call)}${query}`);
  }
  return client.post(callPath(call), input ?? {});
};

let world: SecurityWorld;
beforeAll(async () => {
  world = await startSecurityWorld();
}, 120_000);
afterAll(async () => {
  await world?.stop();
});

describe('the authorization matrix', () => {
  it('answers every call for every role as the registry declares (0 unexpected answers)', async () => {
    const subject = await world.addSubject([], 'Target');
    const clients = new Map<string, HttpClient>();
    const clientFor = async (grants: readonly string[] | null): Promise<HttpClient> => {
      if (grants === null) return new Client(world.app.url);
      if (grants.includes('root')) return world.root.client;
      const key = [...grants].sort().join(' ');
      const known = clients.get(key);
      if (known) return known;
      const actor = await world.addActor(grants, 'Role');
      clients.set(key, actor.client);
      return actor.client;
    };

    const rows: string[] = [];
    const unexpected: string[] = [];
    for (const call of matrixCalls()) {
      const cells: string[] = [];
      for (const role of ROLES) {
        const grants = role.grantsFor(call);
        const expected = expectedFor(call, grants);
        const answer = await send(await clientFor(grants), call, inputFor(call, subject));
        const got = verdictOf(answer.status);
        const ok = got === expected || (expected === 'passesOrForbidden' && (got === 'passes' || got === 'forbidden'));
        cells.push(ok ? String(answer.status) : `${answer.status}!=${expected}`);
        if (!ok) unexpected.push(`${call.path} as ${role.name}: ${answer.status} ${answer.text.slice(0, 160)}`);
      }
      rows.push(`${`${call.method} ${callPath(call)}`.padEnd(48)} ${cells.map((c) => c.padEnd(16)).join('')}`);
    }
    const header = `${'call'.padEnd(48)} ${ROLES.map((r) => r.name.padEnd(16)).join('')}`;
    const table = [header, ...rows].join('\n');
    if (unexpected.length) throw new Error(`${unexpected.length} unexpected answers:\n${unexpected.join('\n')}\n\n${table}`);
  }, 120_000);
});

describe("the view/edit split of a project's content", () => {
  const PROJECT_CONTENT = /^\/(project|scene|editor)\//;
  /**
   * The changes a view holder may make: what spec 000 section 6 and spec 002 section 6 give every
   * signed-in user (create a project; create and delete scenes; exports, when they exist), and two that
   * change only the caller's own things: opening a project (recents) and subscribing oneself; and
   * commenting on a scene, and resolving, editing and deleting (one's own) comments, which review gives whoever may see it (spec 002 section 6, docs/decisions/review.md).
   * Sharing a scene or a project for review: a review link opens to a visitor only what its maker may see
   * (spec 002 section 6, docs/decisions/publicReview.md).
   */
  const OPEN_TO_VIEW = [
    '/project/create',
    '/scene/createProjectScene',
    '/scene/deleteProjectScenes',
    '/project/accessProject',
    '/project/subscribeToProject',
    '/editor/saveSceneComment',
    '/editor/resolveSceneComment',
    '/editor/updateSceneCommentText',
    '/editor/deleteSceneComments',
    '/scene/generateSceneReviewUrl',
    '/scene/generateProjectReviewUrl',
    // credits.png is an export of what the viewer may see, changing nothing of the credits (spec 002 section 6).
    '/project/getCreditsScreenshot',
  ];
  const changes = allCalls().filter((c) => c.kind === 'command' && PROJECT_CONTENT.test(c.path));

  it('refuses a holder of every view grant every other change (the registry, as the router applies it)', () => {
    const allowedToView = changes
      .filter((c) => allows(c.access, contentGrants('view')))
      .map((c) => c.path)
      .sort();
    expect(allowedToView).toEqual([...OPEN_TO_VIEW].sort());
  });

  it('leaves every change that needs no admin grant to a holder of the edit grants', () => {
    const refusedToEdit = changes.filter((c) => !allows(c.access, contentGrants('edit')) && !(accessGrants(c.access) as readonly string[]).some((g) => g.startsWith('admin.')));
    expect(refusedToEdit.map((c) => c.path)).toEqual([]);
  });
});

describe('what a user sees of another user', () => {
  const TEAM_FIELDS = Object.keys(TeamMember.shape).sort();

  it.each([
    ['no grant', [] as string[]],
    ['content view', contentGrants('view')],
    ['an admin of another area', ['admin.projects']],
  ])('signed in with %s, getUser of someone else answers the team fields only (as getTeam)', async (_name, grants) => {
    const actor = await world.addActor(grants, 'Curious');
    for (const userID of [1, actor.userID + 1000, await world.addSubject(['admin.users'], 'Private')]) {
      const answer = await actor.client.post('/api/user/getUser', { userID });
      if (answer.status !== 200) {
        expect([403, 404]).toContain(answer.status);
        continue;
      }
      expect(Object.keys(answer.body.user).sort()).toEqual(TEAM_FIELDS);
    }
  });

  it('getUser answers the full record for oneself and for a holder of admin.users', async () => {
    const self = await world.addActor([], 'Self');
    const own = await self.client.post('/api/user/getUser', { userID: self.userID });
    expect(own.body.user).toMatchObject({ userID: self.userID, email: self.email });
    const admin = await world.addActor(['admin.users'], 'Usher');
    const other = await admin.client.post('/api/user/getUser', { userID: self.userID });
    expect(other.body.user).toMatchObject({ userID: self.userID, email: self.email, permissions: [] });
  });
});
