// Who may change whom (issue 7): grants given and taken only within one's own, users beyond one's
// reach left alone, and the last active root kept.
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { Actor } from '../../../shared/domain/actor';
import { userAggregate } from './aggregate';
import type { UserCommand } from './decide';
import type { RootsSeen } from './grantRules';
import type { UserEvent } from './state';

const { given } = deciderSpec(userAggregate);
const userID = 5;
const added: UserEvent = { type: 'UserAdded', data: { userID, email: 'ada@example.com', givenName: 'Ada', familyName: 'Lovelace' } };
const holding = (...grants: string[]): UserEvent => ({ type: 'GrantsAdded', data: { userID, grants } });
const deactivated: UserEvent = { type: 'UserDeactivated', data: { userID } };

const permissionsAdmin: Actor = { userID: 2, grants: ['admin.permissions', 'content.projects-edit'] };
const usersAdmin: Actor = { userID: 3, grants: ['admin.users'] };
const root: Actor = { userID: 1, grants: ['root'] };
/** The acting root (user 1) seen as another active root. */
const rootSeen: RootsSeen = { others: [1], removalTurn: 4 };
const noOtherRoot: RootsSeen = { others: [], removalTurn: 4 };

describe('giving and taking grants', () => {
  it('gives a grant the caller holds, or one its own grant satisfies (edit covers view)', () => {
    given([added])
      .when({ type: 'AddGrants', actor: permissionsAdmin, grants: ['content.projects-view'] })
      .then([{ type: 'GrantsAdded', data: { userID, grants: ['content.projects-view'] } }]);
  });

  it('refuses to give a grant the caller does not hold, naming it', () => {
    const error = given([added])
      .when({ type: 'AddGrants', actor: permissionsAdmin, grants: ['content.projects-view', 'admin.users'] })
      .thenFails('forbidden', 'You can only give or take away grants you hold yourself (admin.users).');
    expect(error.fields?.grants).toContain('admin.users');
  });

  it('refuses root to anyone but a root, even to oneself', () => {
    given([added])
      .when({ type: 'AddGrants', actor: permissionsAdmin, grants: ['root'] })
      .thenFails('forbidden', 'Only a root user can give or take away the root grant.');
    given([added, holding('admin.permissions')])
      .when({ type: 'AddGrants', actor: { userID, grants: ['admin.permissions'] }, grants: ['root'] })
      .thenFails('forbidden', 'Only a root user can give or take away the root grant.');
  });

  it('lets a root give root', () => {
    given([added])
      .when({ type: 'AddGrants', actor: root, grants: ['root'] })
      .then([holding('root')]);
  });

  it('refuses to take away a grant the caller does not hold', () => {
    given([added, holding('content.assets-edit')])
      .when({ type: 'RevokeGrants', actor: permissionsAdmin, grants: ['content.assets-edit'], roots: rootSeen })
      .thenFails('forbidden');
  });

  it("refuses a non-root's revocation of root", () => {
    given([added, holding('root')])
      .when({ type: 'RevokeGrants', actor: permissionsAdmin, grants: ['root'], roots: rootSeen })
      .thenFails('forbidden');
  });
});

describe('users beyond reach', () => {
  const rootUser = [added, holding('root')];
  const changes: UserCommand[] = [
    { type: 'ToggleUserActive', actor: usersAdmin, roots: noOtherRoot },
    { type: 'ChangeUserEmail', actor: usersAdmin, email: 'mallory@example.com', emailHeldBy: null },
    { type: 'SetUserDegrees', actor: usersAdmin, degrees: ['PhD'] },
    { type: 'AddUserRole', actor: usersAdmin, role: 'Reviewer' },
    { type: 'RemoveUserRole', actor: usersAdmin, role: 'Reviewer' },
    { type: 'SetSlackId', actor: usersAdmin, slackId: 'U1' },
    { type: 'AddGrants', actor: usersAdmin, grants: ['admin.users'] },
  ];

  it.each(changes.map((c) => [c.type, c] as const))('refuses %s of a user holding a grant the caller lacks', (_type, command) => {
    given(rootUser).when(command).thenFails('forbidden', 'You cannot change a user who holds grants you do not hold.');
  });

  it('refuses to deactivate or re-mail a user with a content grant the admin lacks', () => {
    given([added, holding('content.assets-view')])
      .when({ type: 'ToggleUserActive', actor: usersAdmin, roots: noOtherRoot })
      .thenFails('forbidden');
    given([added, holding('content.assets-view')])
      .when({ type: 'ChangeUserEmail', actor: usersAdmin, email: 'x@example.com', emailHeldBy: null })
      .thenFails('forbidden');
  });

  it('changes a user whose grants the caller holds', () => {
    given([added, holding('admin.users')])
      .when({ type: 'AddUserRole', actor: usersAdmin, role: 'Reviewer' })
      .then([{ type: 'UserRoleAdded', data: { userID, role: 'Reviewer' } }]);
  });

  it('lets root change anyone', () => {
    given(rootUser)
      .when({ type: 'ChangeUserEmail', actor: root, email: 'ada@lovelace.org', emailHeldBy: null })
      .then([{ type: 'UserEmailChanged', data: { userID, email: 'ada@lovelace.org', previousEmail: 'ada@example.com' } }]);
  });

  it('lets anyone change themselves, whatever they hold', () => {
    given([added, holding('content.assets-edit')])
      .when({ type: 'SetUserDegrees', actor: { userID, grants: ['content.assets-edit'] }, degrees: ['BSc'] })
      .then([{ type: 'UserDegreesSet', data: { userID, degrees: ['BSc'] } }]);
  });
});

describe('the last active root', () => {
  const rootUser = [added, holding('root')];

  it('cannot lose root when no other active root is seen', () => {
    given(rootUser)
      .when({ type: 'RevokeGrants', actor: root, grants: ['root'], roots: noOtherRoot })
      .thenFails('conflict', 'The last active root user cannot lose the root grant.');
  });

  it('cannot be deactivated when no other active root is seen', () => {
    given(rootUser).when({ type: 'ToggleUserActive', actor: root, roots: noOtherRoot }).thenFails('conflict', 'The last active root user cannot be deactivated.');
  });

  it('is not the last when another active root is seen', () => {
    given(rootUser).when({ type: 'ToggleUserActive', actor: root, roots: rootSeen }).then([deactivated]);
  });

  it('a deactivated root is no active root: its root may go, and it may come back', () => {
    given([...rootUser, deactivated])
      .when({ type: 'RevokeGrants', actor: root, grants: ['root'], roots: noOtherRoot })
      .then([{ type: 'GrantsRevoked', data: { userID, grants: ['root'] } }]);
    given([...rootUser, deactivated])
      .when({ type: 'ToggleUserActive', actor: root, roots: noOtherRoot })
      .then([{ type: 'UserReactivated', data: { userID } }]);
  });

  it('a removal of an active root claims the turn it saw; other changes claim none', () => {
    const revoke: UserCommand = { type: 'RevokeGrants', actor: root, grants: ['root'], roots: rootSeen };
    const state = {
      userID,
      email: 'ada@example.com',
      givenName: 'Ada',
      familyName: 'Lovelace',
      grants: ['root', 'admin.users'],
      roles: [],
      degrees: [],
      deactivated: false,
      slackId: null,
      trelloId: null,
      avatar: null,
    };
    expect(userAggregate.claimsOf([{ type: 'GrantsRevoked', data: { userID, grants: ['root'] } }], state, revoke).reserve).toEqual([{ scope: 'user-root-removal', key: '4' }]);
    expect(userAggregate.claimsOf([deactivated], state, { type: 'ToggleUserActive', actor: root, roots: rootSeen }).reserve).toEqual([{ scope: 'user-root-removal', key: '4' }]);
    expect(userAggregate.claimsOf([{ type: 'GrantsRevoked', data: { userID, grants: ['admin.users'] } }], state, revoke).reserve).toEqual([]);
  });
});
