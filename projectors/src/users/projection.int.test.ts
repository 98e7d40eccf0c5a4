import { createHarness, type Harness } from '../testing/harness';
import { usersProjection } from './projection';

describe('users projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given a user added and changed in every way, expect their row', async () => {
    const s = 'user-5';
    await h.append(s, { type: 'UserAdded', data: { userID: 5, email: 'ada@example.org', givenName: 'Ada', familyName: 'Lovelace' } });
    await h.append(s, { type: 'UserEmailChanged', data: { userID: 5, email: 'ada@new.org', previousEmail: 'ada@example.org' } });
    await h.append(s, { type: 'GrantsAdded', data: { userID: 5, grants: ['content.projects-view', 'admin.users'] } });
    await h.append(s, { type: 'GrantsAdded', data: { userID: 5, grants: ['admin.users', 'content.assets-edit'] } });
    await h.append(s, { type: 'GrantsRevoked', data: { userID: 5, grants: ['admin.users'] } });
    await h.append(s, { type: 'UserRoleAdded', data: { userID: 5, role: 'Illustrator' } });
    await h.append(s, { type: 'UserRoleAdded', data: { userID: 5, role: 'Reviewer' } });
    await h.append(s, { type: 'UserRoleAdded', data: { userID: 5, role: 'Illustrator' } });
    await h.append(s, { type: 'UserRoleRemoved', data: { userID: 5, role: 'Reviewer' } });
    await h.append(s, { type: 'UserDegreesSet', data: { userID: 5, degrees: ['BSc', 'MSc'] } });
    await h.append(s, { type: 'UserSlackIdSet', data: { userID: 5, slackId: 'U123' } });
    await h.append(s, { type: 'UserTrelloIdSet', data: { userID: 5, trelloId: '5f1a2b3c' } });
    await h.append(s, { type: 'UserAvatarChanged', data: { userID: 5, src: 'https://img.example.org/a.png' } });
    await h.append(s, { type: 'UserPasswordSet', data: { userID: 5 } });
    await h.append(s, { type: 'UserDeactivated', data: { userID: 5 } });
    const last = await h.append(s, { type: 'UserSignedIn', data: { userID: 5, method: 'password' } });
    const runner = await h.run([usersProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT * FROM users')).toEqual([
      {
        user_id: 5,
        email: 'ada@new.org',
        given_name: 'Ada',
        family_name: 'Lovelace',
        avatar: 'https://img.example.org/a.png',
        grants: ['content.projects-view', 'content.assets-edit'],
        roles: ['Illustrator'],
        degrees: ['BSc', 'MSc'],
        slack_id: 'U123',
        trello_id: '5f1a2b3c',
        deactivated: true,
        has_password: true,
      },
    ]);
    const reactivated = await h.append(s, { type: 'UserReactivated', data: { userID: 5 } });
    await runner.waitForPosition(reactivated, 5000);
    expect(await h.rows('SELECT deactivated FROM users')).toEqual([{ deactivated: false }]);
    const other = await h.append('user-6', { type: 'UserAdded', data: { userID: 6, email: 'sso@example.org', givenName: 'Single', familyName: 'SignOn' } });
    await runner.waitForPosition(other, 5000);
    expect(await h.rows('SELECT has_password FROM users WHERE user_id = 6')).toEqual([{ has_password: false }]);
    await runner.stop();
  });
});
