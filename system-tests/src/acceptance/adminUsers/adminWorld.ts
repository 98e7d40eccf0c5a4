// Helpers of the admin and user acceptance tests: the cast of the project tests (admin is root) plus
// people added on the fly with chosen grants. Only what spec 000 and issue 2 tell an outside tester.
import type { Person, ProjectsWorld } from '../projects/projectsWorld';
import { addPerson as addPersonAs } from '../shared/people';

export { PASSWORD } from '../shared/people';

let nextUserID = 100;

/** Adds a user with a password and the given grants as the root admin, and signs them in. */
export const addPerson = (world: ProjectsWorld, grants: string[], givenName = 'Extra'): Promise<Person & { email: string }> => {
  const userID = nextUserID++;
  return addPersonAs(world.app, world.admin.client, { userID, givenName, email: `${givenName.toLowerCase()}${userID}@example.com`, grants });
};

/** A fresh user id no test has used yet. */
export const freshUserID = (): number => nextUserID++;
