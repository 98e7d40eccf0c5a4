import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { Actor } from '../../../shared/domain/actor';
import { userAggregate } from './aggregate';
import type { UserCommand } from './decide';
import type { UserEvent } from './state';

const { given } = deciderSpec(userAggregate);
const userID = 5;
/** An admin of users (no other grants: the users changed here hold none). */
const admin: Actor = { userID: 1, grants: ['admin.users'] };
const self: Actor = { userID, grants: [] };
const noRoots = { others: [], removalTurn: 1 };
const claimsOf = (events: UserEvent[], command: UserCommand) => userAggregate.claimsOf(events, null, command);
const added: UserEvent = { type: 'UserAdded', data: { userID, email: 'ada@example.com', givenName: 'Ada', familyName: 'Lovelace' } };
const deactivated: UserEvent = { type: 'UserDeactivated', data: { userID } };

describe('adding a user', () => {
  const add = { type: 'AddUser' as const, actor: null, userID, email: 'ada@example.com', givenName: 'Ada', familyName: 'Lovelace', withPassword: false, grants: [], emailHeldBy: null };

  it('adds them', () => {
    given([]).when(add).then([added]);
  });

  it('records that a password was set, never the password', () => {
    given([])
      .when({ ...add, withPassword: true })
      .then([added, { type: 'UserPasswordSet', data: { userID } }]);
  });

  it('gives the first admin their grants', () => {
    given([])
      .when({ ...add, grants: ['root'] })
      .then([added, { type: 'GrantsAdded', data: { userID, grants: ['root'] } }]);
  });

  it('refuses a taken user id', () => {
    given([added])
      .when({ ...add, email: 'other@example.com' })
      .thenFails('userIdTaken');
  });

  it('refuses a taken email', () => {
    given([])
      .when({ ...add, emailHeldBy: 9 })
      .thenFails('emailTaken', 'A user with that email already exists.');
  });

  it('claims the user id and the lower-cased email', () => {
    expect(claimsOf([{ type: 'UserAdded', data: { userID, email: 'Ada@Example.com', givenName: 'A', familyName: 'L' } }], add).reserve).toEqual([
      { scope: 'user-id', key: '5' },
      { scope: 'user-email', key: 'ada@example.com' },
    ]);
  });
});

describe('activation', () => {
  const toggle = (actor: Actor) => ({ type: 'ToggleUserActive' as const, actor, roots: noRoots });
  it('deactivates an active user', () => {
    given([added]).when(toggle(admin)).then([deactivated]);
  });
  it('reactivates a deactivated user', () => {
    given([added, deactivated])
      .when(toggle(admin))
      .then([{ type: 'UserReactivated', data: { userID } }]);
  });
  it('refuses an unknown user', () => {
    given([]).when(toggle(admin)).thenFails('notFound');
  });
  it('refuses to let an admin deactivate their own account', () => {
    given([added])
      .when(toggle({ userID, grants: ['admin.users'] }))
      .thenFails('conflict', 'You cannot deactivate your own account.');
  });
});

describe('email', () => {
  it('changes it and moves the reservation', () => {
    const changed: UserEvent = { type: 'UserEmailChanged', data: { userID, email: 'ada@lovelace.org', previousEmail: 'ada@example.com' } };
    const command = { type: 'ChangeUserEmail' as const, actor: admin, email: 'ada@lovelace.org', emailHeldBy: null };
    given([added]).when(command).then([changed]);
    expect(claimsOf([changed], command)).toEqual({ reserve: [{ scope: 'user-email', key: 'ada@lovelace.org' }], release: [{ scope: 'user-email', key: 'ada@example.com' }] });
  });

  it("refuses another user's email", () => {
    given([added]).when({ type: 'ChangeUserEmail', actor: admin, email: 'bob@example.com', emailHeldBy: 6 }).thenFails('emailTaken');
  });

  it('does nothing for the same email', () => {
    given([added]).when({ type: 'ChangeUserEmail', actor: admin, email: 'ada@example.com', emailHeldBy: 5 }).then([]);
  });
});

describe('roles and degrees', () => {
  it('adds a role once', () => {
    given([added])
      .when({ type: 'AddUserRole', actor: self, role: 'Illustrator' })
      .then([{ type: 'UserRoleAdded', data: { userID, role: 'Illustrator' } }]);
    given([added, { type: 'UserRoleAdded', data: { userID, role: 'Illustrator' } }])
      .when({ type: 'AddUserRole', actor: self, role: 'Illustrator' })
      .then([]);
  });

  it('removes a held role, and ignores one not held', () => {
    given([added, { type: 'UserRoleAdded', data: { userID, role: 'Reviewer' } }])
      .when({ type: 'RemoveUserRole', actor: self, role: 'Reviewer' })
      .then([{ type: 'UserRoleRemoved', data: { userID, role: 'Reviewer' } }]);
    given([added]).when({ type: 'RemoveUserRole', actor: self, role: 'Reviewer' }).then([]);
  });

  it('sets degrees and removes one', () => {
    given([added])
      .when({ type: 'SetUserDegrees', actor: self, degrees: ['BSc', 'MSc'] })
      .then([{ type: 'UserDegreesSet', data: { userID, degrees: ['BSc', 'MSc'] } }]);
    given([added, { type: 'UserDegreesSet', data: { userID, degrees: ['BSc', 'MSc'] } }])
      .when({ type: 'RemoveUserDegree', actor: self, degree: 'BSc' })
      .then([{ type: 'UserDegreesSet', data: { userID, degrees: ['MSc'] } }]);
    given([added]).when({ type: 'RemoveUserDegree', actor: self, degree: 'PhD' }).then([]);
  });

  it('sets the Slack id (the avatar: avatar.unit.test.ts)', () => {
    given([added])
      .when({ type: 'SetSlackId', actor: self, slackId: 'U123' })
      .then([{ type: 'UserSlackIdSet', data: { userID, slackId: 'U123' } }]);
  });

  it('refuses an unknown user', () => {
    given([]).when({ type: 'AddUserRole', actor: self, role: 'Reviewer' }).thenFails('notFound');
  });
});

describe('grants', () => {
  const rootActor: Actor = { userID: 1, grants: ['root'] };
  const withEdit: UserEvent = { type: 'GrantsAdded', data: { userID, grants: ['content.projects-edit'] } };

  it('adds only grants not held yet', () => {
    given([added, withEdit])
      .when({ type: 'AddGrants', actor: rootActor, grants: ['content.projects-edit', 'admin.users'] })
      .then([{ type: 'GrantsAdded', data: { userID, grants: ['admin.users'] } }]);
  });

  it('does nothing when every grant is held', () => {
    given([added, withEdit])
      .when({ type: 'AddGrants', actor: rootActor, grants: ['content.projects-edit'] })
      .then([]);
  });

  it('refuses a malformed grant, naming it', () => {
    const error = given([added])
      .when({ type: 'AddGrants', actor: rootActor, grants: ['admin.users', 'content.projects', 'admin.users-edit'] })
      .thenFails('validation');
    expect(error.fields?.grants).toContain('content.projects');
    expect(error.fields?.grants).toContain('admin.users-edit');
  });

  it('revokes only held grants', () => {
    given([added, withEdit])
      .when({ type: 'RevokeGrants', actor: rootActor, grants: ['content.projects-edit', 'admin.users'], roots: noRoots })
      .then([{ type: 'GrantsRevoked', data: { userID, grants: ['content.projects-edit'] } }]);
    given([added])
      .when({ type: 'RevokeGrants', actor: rootActor, grants: ['admin.users'], roots: noRoots })
      .then([]);
  });

  it("refuses an admin's removal of their own root grant, and lets another admin remove it", () => {
    const root: UserEvent = { type: 'GrantsAdded', data: { userID, grants: ['root', 'admin.users'] } };
    const itself: Actor = { userID, grants: ['root', 'admin.users'] };
    const error = given([added, root])
      .when({ type: 'RevokeGrants', actor: itself, grants: ['admin.users', 'root'], roots: noRoots })
      .thenFails('conflict');
    expect(error.msg).toBe('You cannot remove your own root grant.');
    given([added, root])
      .when({ type: 'RevokeGrants', actor: itself, grants: ['admin.users'], roots: noRoots })
      .then([{ type: 'GrantsRevoked', data: { userID, grants: ['admin.users'] } }]);
    given([added, root])
      .when({ type: 'RevokeGrants', actor: rootActor, grants: ['root'], roots: { others: [1], removalTurn: 1 } })
      .then([{ type: 'GrantsRevoked', data: { userID, grants: ['root'] } }]);
  });
});

describe('signing in', () => {
  it('signs in an active user with valid credentials', () => {
    given([added])
      .when({ type: 'SignIn', method: 'password', credentialsValid: true })
      .then([{ type: 'UserSignedIn', data: { userID, method: 'password' } }]);
  });

  it('refuses a wrong password', () => {
    given([added]).when({ type: 'SignIn', method: 'password', credentialsValid: false }).thenFails('unauthenticated', Messages.wrongCredentials);
  });

  it('refuses an unknown user with the same message', () => {
    given([]).when({ type: 'SignIn', method: 'oidc', credentialsValid: true }).thenFails('unauthenticated', Messages.wrongCredentials);
  });

  it('refuses a deactivated user', () => {
    given([added, deactivated]).when({ type: 'SignIn', method: 'password', credentialsValid: true }).thenFails('forbidden', Messages.accountDeactivated);
  });

  it('records a password set', () => {
    given([added])
      .when({ type: 'SetPassword' })
      .then([{ type: 'UserPasswordSet', data: { userID } }]);
  });
});
