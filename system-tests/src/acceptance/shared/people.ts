// The people of the acceptance worlds, made one way: the product over HTTP with its root admin signed
// in, a visitor without a session, and users added by the admin (addUser, then addGrants when they have
// any), each signed in with their own cookie jar. Only what the spec tells an outside tester is used.
import { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/startTestApp';
import { after } from './answers';

/** The password of every person the tests add (long enough for the product's rule). */
export const PASSWORD = 'a long enough password';

/** A signed-in user: their id and their own client. */
export interface Person {
  readonly userID: number;
  readonly client: HttpClient;
}

export interface NewPerson {
  readonly userID: number;
  readonly givenName: string;
  readonly familyName?: string;
  /** givenName@example.com, lower-cased, when left out. */
  readonly email?: string;
  readonly grants?: readonly string[];
}

/** Adds a user as the admin, grants what they are given, and signs them in; fails the test otherwise. */
export const addPerson = async (app: TestApp, admin: HttpClient, who: NewPerson): Promise<Person & { email: string }> => {
  const { userID, givenName, familyName = 'Tester', grants = [] } = who;
  const email = who.email ?? `${givenName.toLowerCase()}@example.com`;
  const added = await admin.post('/api/admin/addUser', { userID, email, givenName, familyName, password: PASSWORD });
  if (added.status !== 200) throw new Error(`addUser ${givenName} (${userID}): ${added.status} ${added.text}`);
  let last = added;
  if (grants.length > 0) {
    last = await admin.post('/api/admin/addGrants', { userID, grants });
    if (last.status !== 200) throw new Error(`addGrants ${givenName} (${userID}): ${last.status} ${last.text}`);
  }
  const client = new HttpClient(app.url);
  await client.signIn(email, PASSWORD);
  // The person's first read waits for their grants, as a browser sends back the admin's X-Position: a
  // fresh client sends none, so under load the users read model could still miss the grant just given.
  const me = await client.post('/api/user/getUser', {}, after(last));
  if (me.status !== 200) throw new Error(`getUser ${givenName} (${userID}): ${me.status} ${me.text}`);
  return { userID, client, email };
};

/** The product with its root admin (user 1) signed in and a visitor; people are added with `add`. */
export interface Cast {
  readonly app: TestApp;
  readonly admin: Person;
  readonly anonymous: HttpClient;
  add(who: NewPerson): Promise<Person & { email: string }>;
  stop(): Promise<void>;
}

/** What every world holds of its cast: the product, the admin, the visitor, and the way to stop. */
export type World = Omit<Cast, 'add'>;

export const startCast = async (): Promise<Cast> => {
  const app = await startTestApp();
  const adminClient = new HttpClient(app.url);
  await adminClient.signIn(app.adminEmail, app.adminPassword);
  return {
    app,
    admin: { userID: 1, client: adminClient },
    anonymous: new HttpClient(app.url),
    add: (who) => addPerson(app, adminClient, who),
    stop: () => app.stop(),
  };
};
