// Escalation: for each admin grant, every attempt to reach a grant or a user above it is 403 and
// appends nothing: giving oneself root or a grant one lacks, giving them to someone else, taking from
// a user above a grant one lacks, and changing a root user or a user with more grants (deactivate,
// re-mail, degrees, roles, Slack id); at the end, taking root from the workspace's last root or
// deactivating it. Positive controls show the refusals are not blanket.
// Finding of issue 7 it would have caught: 1 (admin.permissions granting itself root and revoking the
// owner's root; admin.users deactivating and re-mailing a root user: an account takeover).
import { AdminGrantTypes, RoleNames } from '@wb/contracts';
import type { Answer } from '../testing/httpClient';
import { startSecurityWorld, type Actor, type SecurityWorld } from './securityWorld';

const ADMIN_GRANTS = AdminGrantTypes.map((t) => `admin.${t}`);
const ROLE = RoleNames[0] ?? 'Illustrator';

/** A grant the holder of `grant` lacks: another admin grant. */
const lacking = (grant: string): string => (grant === 'admin.users' ? 'admin.permissions' : 'admin.users');

interface Attempt {
  readonly what: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
}

/** Changes to a user that an actor must not make to anyone above it. */
const changesTo = (userID: number, who: string): Attempt[] => [
  { what: `deactivate ${who}`, path: '/api/admin/userToggleActive', body: { userID } },
  { what: `re-mail ${who}`, path: '/api/admin/updateUserEmail', body: { userID, email: `taken-over-${userID}@evil.example` } },
  { what: `set the degrees of ${who}`, path: '/api/admin/updateUserDegrees', body: { userID, degrees: ['Forged'] } },
  { what: `give ${who} a role`, path: '/api/admin/addUserRole', body: { userID, role: ROLE } },
  { what: `take a role from ${who}`, path: '/api/admin/removeUserRole', body: { userID, role: ROLE } },
  { what: `set the Slack id of ${who}`, path: '/api/admin/addSlackUserId', body: { userID, slackId: 'U-EVIL' } },
];

let world: SecurityWorld;
beforeAll(async () => {
  world = await startSecurityWorld();
}, 60_000);
afterAll(async () => {
  await world?.stop();
});

/** Sends each attempt as `actor`; answers the ones that were not a 403 or that appended events. */
const escalations = async (actor: Actor, attempts: readonly Attempt[]): Promise<string[]> => {
  const failures: string[] = [];
  for (const attempt of attempts) {
    const before = await world.app.lastEventPosition();
    const answer: Answer = await actor.client.post(attempt.path, attempt.body);
    const after = await world.app.lastEventPosition();
    if (answer.status !== 403) failures.push(`${attempt.what}: ${answer.status} ${answer.text.slice(0, 120)}`);
    else if (after.position !== before.position) failures.push(`${attempt.what}: 403 but appended events`);
  }
  return failures;
};

describe.each(ADMIN_GRANTS)('a holder of %s only', (grant) => {
  it('reaches no grant and no user above it (every attempt 403, nothing appended)', async () => {
    const actor = await world.addActor([grant], 'Climber');
    const otherRoot = await world.addSubject(['root'], 'Rooted');
    const superior = await world.addSubject([...ADMIN_GRANTS], 'Superior');
    const plain = await world.addSubject([], 'Plain');
    const attempts: Attempt[] = [
      { what: 'give someone else root', path: '/api/admin/addGrants', body: { userID: plain, grants: ['root'] } },
      { what: `give someone else ${lacking(grant)}, which it lacks`, path: '/api/admin/addGrants', body: { userID: plain, grants: [lacking(grant)] } },
      { what: 'take root from a root user', path: '/api/admin/revokeGrants', body: { userID: otherRoot, grants: ['root'] } },
      { what: `take ${lacking(grant)}, which it lacks, from a user with more grants`, path: '/api/admin/revokeGrants', body: { userID: superior, grants: [lacking(grant)] } },
      ...changesTo(otherRoot, 'a root user'),
      ...changesTo(superior, 'a user with more grants'),
      // Last: had one of these passed, the actor would hold more than it did for the others.
      { what: `give itself ${lacking(grant)}, which it lacks`, path: '/api/admin/addGrants', body: { userID: actor.userID, grants: [lacking(grant)] } },
      { what: 'give itself root', path: '/api/admin/addGrants', body: { userID: actor.userID, grants: ['root'] } },
    ];
    const failures = await escalations(actor, attempts);
    if (failures.length) throw new Error(`${grant} reached above itself:\n${failures.join('\n')}`);
  }, 60_000);
});

describe('what a lesser admin may still do', () => {
  it('admin.permissions gives and takes back a grant it holds itself, to and from a user below it', async () => {
    const actor = await world.addActor(['admin.permissions'], 'Granter');
    const plain = await world.addSubject([], 'Below');
    expect((await actor.client.post('/api/admin/addGrants', { userID: plain, grants: ['admin.permissions'] })).status).toBe(200);
    expect((await actor.client.post('/api/admin/revokeGrants', { userID: plain, grants: ['admin.permissions'] })).status).toBe(200);
  });

  it('admin.users deactivates and re-mails a user without grants', async () => {
    const actor = await world.addActor(['admin.users'], 'Usher');
    const plain = await world.addSubject([], 'Below');
    expect((await actor.client.post('/api/admin/userToggleActive', { userID: plain })).status).toBe(200);
    expect((await actor.client.post('/api/admin/updateUserEmail', { userID: plain, email: `moved-${plain}@example.com` })).status).toBe(200);
  });
});

// Last in the file: had one of these passed, the workspace would have no root for the tests after it.
// The actors are added first, while the owner surely is root, so that each grant's test stands alone.
describe('the workspace keeps its last root', () => {
  const actors = new Map<string, Actor>();
  beforeAll(async () => {
    for (const grant of ADMIN_GRANTS) actors.set(grant, await world.addActor([grant], 'Usurper'));
  }, 60_000);

  it.each(ADMIN_GRANTS)('a holder of %s can neither take root from the owner nor deactivate or re-mail the owner', async (grant) => {
    const actor = actors.get(grant);
    if (!actor) throw new Error(`no actor for ${grant}`);
    const failures = await escalations(actor, [
      { what: 'take root from the last root', path: '/api/admin/revokeGrants', body: { userID: world.root.userID, grants: ['root'] } },
      { what: 'deactivate the last root', path: '/api/admin/userToggleActive', body: { userID: world.root.userID } },
      { what: 're-mail the last root', path: '/api/admin/updateUserEmail', body: { userID: world.root.userID, email: 'owner@evil.example' } },
    ]);
    if (failures.length) throw new Error(`${grant}:\n${failures.join('\n')}`);
  });

  it('the owner is still root, active, with its own email', async () => {
    const owner = await world.root.client.post('/api/admin/getUser', { userID: world.root.userID });
    expect({ status: owner.status, email: owner.body.user?.email, permissions: owner.body.user?.permissions }).toEqual({ status: 200, email: world.root.email, permissions: ['root'] });
  });
});
