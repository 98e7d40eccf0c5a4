// The people of the query tests: an admin, two viewers, one user without grants, one deactivated.
import type { QueryHarness } from './queryHarness';

export const ADMIN = 1;
export const VIEWER = 2;
export const OTHER_VIEWER = 3;
export const NO_GRANTS = 4;
export const DEACTIVATED = 5;

export const seedUsers = async (h: QueryHarness): Promise<void> => {
  const add = async (userID: number, givenName: string, familyName: string, grants: string[]) => {
    await h.append(`user-${userID}`, { type: 'UserAdded', data: { userID, email: `${givenName.toLowerCase()}@example.org`, givenName, familyName } });
    if (grants.length) await h.append(`user-${userID}`, { type: 'GrantsAdded', data: { userID, grants } });
  };
  await add(ADMIN, 'Ada', 'Admin', ['root']);
  await add(VIEWER, 'Vera', 'Viewer', ['content.projects-view']);
  await add(OTHER_VIEWER, 'Otto', 'Other', ['content.projects-edit']);
  await add(NO_GRANTS, 'Nina', 'None', []);
  await add(DEACTIVATED, 'Dan', 'Gone', ['content.projects-view']);
  await h.append(`user-${DEACTIVATED}`, { type: 'UserDeactivated', data: { userID: DEACTIVATED } });
};
