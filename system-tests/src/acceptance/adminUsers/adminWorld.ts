// Helpers of the admin and user acceptance tests: the cast of the project tests (admin is root) plus
// people added on the fly with chosen grants. Only what spec 000 and issue 2 tell an outside tester.
import { HttpClient } from '../../testing/httpClient';
import type { Person, ProjectsWorld } from '../projects/projectsWorld';

export const PASSWORD = 'a long enough password';

let nextUserID = 100;

/** Adds a user with a password and the given grants as the root admin, and signs them in. */
export const addPerson = async (world: ProjectsWorld, grants: string[], givenName = 'Extra'): Promise<Person & { email: string }> => {
  const userID = nextUserID++;
  const email = `${givenName.toLowerCase()}${userID}@example.com`;
  const added = await world.admin.client.post('/api/admin/addUser', { userID, email, givenName, familyName: 'Tester', password: PASSWORD });
  if (added.status !== 200) throw new Error(`addUser ${userID}: ${added.status} ${added.text}`);
  if (grants.length) {
    const granted = await world.admin.client.post('/api/admin/addGrants', { userID, grants });
    if (granted.status !== 200) throw new Error(`addGrants ${userID}: ${granted.status} ${granted.text}`);
  }
  const client = new HttpClient(world.app.url);
  await client.signIn(email, PASSWORD);
  return { userID, client, email };
};

/** A fresh user id no test has used yet. */
export const freshUserID = (): number => nextUserID++;
