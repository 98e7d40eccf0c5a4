// Issue 20: a password change by its user, the Trello ID, and one-step add with starting grants.
import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { Actor } from '../../../shared/domain/actor';
import { userAggregate } from './aggregate';
import type { UserEvent } from './state';

const { given } = deciderSpec(userAggregate);
const userID = 5;
const self: Actor = { userID, grants: [] };
const admin: Actor = { userID: 1, grants: ['admin.users', 'content.projects-edit', 'content.assets-edit'] };
const added: UserEvent = { type: 'UserAdded', data: { userID, email: 'ada@example.com', givenName: 'Ada', familyName: 'Lovelace' } };
const passwordSet: UserEvent = { type: 'UserPasswordSet', data: { userID } };

describe('changing one’s own password', () => {
  const change = { type: 'ChangePassword' as const, actor: self, hasPassword: true, currentPasswordValid: true };

  it('records that a credential was set, never the password', () => {
    given([added, passwordSet]).when(change).then([passwordSet]);
  });

  it('refuses a wrong current password with a 400 naming the field', () => {
    const refusal = given([added, passwordSet])
      .when({ ...change, currentPasswordValid: false })
      .thenFails('validation', Messages.wrongCurrentPassword);
    expect(refusal.fields).toEqual({ currentPassword: Messages.wrongCurrentPassword });
  });

  it('refuses an account without a local password (single sign-on)', () => {
    given([added])
      .when({ ...change, hasPassword: false })
      .thenFails('conflict', Messages.noLocalPassword);
  });

  it("refuses to change another user's password", () => {
    given([added, passwordSet])
      .when({ ...change, actor: admin })
      .thenFails('forbidden');
  });

  it('refuses an unknown user', () => {
    given([]).when(change).thenFails('notFound');
  });
});

describe("an admin sets a user's Trello ID", () => {
  it('sets it, and setting the same again changes nothing', () => {
    given([added])
      .when({ type: 'SetTrelloId', actor: admin, trelloId: '5f1a2b' })
      .then([{ type: 'UserTrelloIdSet', data: { userID, trelloId: '5f1a2b' } }]);
    given([added, { type: 'UserTrelloIdSet', data: { userID, trelloId: '5f1a2b' } }])
      .when({ type: 'SetTrelloId', actor: admin, trelloId: '5f1a2b' })
      .then([]);
  });

  it('refuses an admin who holds less than the user', () => {
    given([added, { type: 'GrantsAdded', data: { userID, grants: ['root'] } }])
      .when({ type: 'SetTrelloId', actor: admin, trelloId: 'x' })
      .thenFails('forbidden');
  });
});

describe('adding a user in one step, with starting grants', () => {
  const add = {
    type: 'AddUser' as const,
    actor: admin,
    userID,
    email: 'ada@example.com',
    givenName: 'Ada',
    familyName: 'Lovelace',
    withPassword: false,
    grants: ['content.projects-edit', 'content.assets-edit'],
    emailHeldBy: null,
  };

  it('gives the starting grants with the user', () => {
    given([])
      .when(add)
      .then([added, { type: 'GrantsAdded', data: { userID, grants: ['content.projects-edit', 'content.assets-edit'] } }]);
  });

  it('refuses a starting grant the admin does not hold', () => {
    given([])
      .when({ ...add, grants: ['admin.permissions'] })
      .thenFails('forbidden');
    given([])
      .when({ ...add, grants: ['root'] })
      .thenFails('forbidden', 'Only a root user can give or take away the root grant.');
  });

  it('refuses a malformed starting grant, naming the field', () => {
    const refusal = given([])
      .when({ ...add, grants: ['content.projects'] })
      .thenFails('validation');
    expect(Object.keys(refusal.fields ?? {})).toEqual(['grants']);
  });
});
