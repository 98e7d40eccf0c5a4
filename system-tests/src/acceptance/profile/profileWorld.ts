// Helpers of the profile tests (issue 20): people added with their own ids (far from the other
// areas' counters), and a second signed-in browser of the same person.
import { HttpClient } from '../../testing/httpClient';
import type { Person, ProjectsWorld } from '../projects/projectsWorld';
import { addPerson as addPersonAs, PASSWORD } from '../shared/people';

export { PASSWORD };

let nextUserID = 700;

/** Adds a user with a password and the given grants as the root admin, and signs them in. */
export const addPerson = (world: ProjectsWorld, grants: string[], givenName: string): Promise<Person & { email: string }> => {
  const userID = nextUserID++;
  return addPersonAs(world.app, world.admin.client, { userID, givenName, email: `${givenName.toLowerCase()}${userID}@example.com`, grants });
};

/** Another browser signed in as the same person: a session of its own. */
export const anotherBrowser = async (world: ProjectsWorld, email: string, password = PASSWORD): Promise<HttpClient> => {
  const client = new HttpClient(world.app.url);
  const answer = await client.signIn(email, password);
  if (answer.status !== 200) throw new Error(`sign-in ${email}: ${answer.status} ${answer.text}`);
  return client;
};
