// The users projection applied set-based builds exactly the rows it builds event by event, and parks the
// same bad events (a change to a user it does not hold, a user added twice).
import { createHarness, type Harness } from '../testing/harness';
import { runSideBySide } from '../testing/setBased';
import { appendWorkload } from '../testing/workload';
import { usersProjection } from './projection';

describe('users applied set-based', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('equals its event-by-event rebuild over the product mix, and parks the same bad events', async () => {
    await h.append('user-999', { type: 'GrantsAdded', data: { userID: 999, grants: ['admin.users'] } });
    await appendWorkload(h);
    await h.append('user-3', { type: 'UserAdded', data: { userID: 3, email: 'again@example.org', givenName: 'A', familyName: 'B' } });
    await h.append('user-3', { type: 'GrantsAdded', data: { userID: 3, grants: ['content.assets-edit', 'content.assets-edit'] } });
    await h.append('user-3', { type: 'UserTrelloIdSet', data: { userID: 3, trelloId: 'T3' } });
    await h.append('user-3', { type: 'UserPasswordSet', data: { userID: 3 } });
    const last = await h.append('user-3', { type: 'UserRoleAdded', data: { userID: 3, role: 'Reviewer' } });

    const result = await runSideBySide(h, usersProjection, last, { users: 'user_id' });
    expect(result.setBased).toEqual(result.eventByEvent);
    expect(result.parked).toEqual({ setBased: 2, eventByEvent: 2 });
    expect(result.batchesApplied).toBeGreaterThan(0);
    expect(result.setBased.users).toHaveLength(30);
    expect(result.setBased.users?.find((u) => (u as { user_id: number }).user_id === 3)).toEqual(
      expect.objectContaining({
        email: 'u3@example.org',
        roles: ['Illustrator', 'Reviewer'],
        trello_id: 'T3',
        has_password: true,
        grants: ['content.projects-view', 'content.assets-edit', 'content.assets-edit'],
      }),
    );
    expect(result.setBased.users?.find((u) => (u as { user_id: number }).user_id === 20)).toEqual(
      expect.objectContaining({
        email: 'new20@example.org',
        grants: ['admin.users', 'content.assets-edit'],
        degrees: ['BSc'],
      }),
    );
  });
});
