// The cast of the security suites: the product over HTTP with its root admin signed in, and people
// added on demand with exactly the grants a test names, each with their own session.
import { HttpClient } from '../testing/httpClient';
import { startTestApp, type TestApp, type TestAppOptions } from '../testing/startTestApp';

export const PASSWORD = 'a long and unguessable password 7';

export interface Actor {
  readonly userID: number;
  readonly email: string;
  readonly grants: readonly string[];
  readonly client: HttpClient;
}

export interface SecurityWorld {
  readonly app: TestApp;
  /** The first admin (user 1, root). */
  readonly root: Actor;
  /** Adds a user with exactly these grants (as root) and signs them in. */
  addActor(grants: readonly string[], givenName?: string): Promise<Actor>;
  /** Adds a user with these grants who never signs in: the subject of other people's calls. */
  addSubject(grants: readonly string[], givenName?: string): Promise<number>;
  stop(): Promise<void>;
}

export const startSecurityWorld = async (options: TestAppOptions = {}): Promise<SecurityWorld> => {
  const app = await startTestApp(options);
  const rootClient = new HttpClient(app.url);
  await rootClient.signIn(app.adminEmail, app.adminPassword);
  const root: Actor = { userID: 1, email: app.adminEmail, grants: ['root'], client: rootClient };
  let nextUserID = 10;

  const addUser = async (grants: readonly string[], givenName: string, withPassword: boolean) => {
    const userID = nextUserID++;
    const email = `${givenName.toLowerCase().replace(/[^a-z]/g, '')}${userID}@example.com`;
    // Without a password the account gets a one-time link instead (and no slow password hash).
    const added = await rootClient.post('/api/admin/addUser', { userID, email, givenName, familyName: 'Tester', ...(withPassword ? { password: PASSWORD } : {}) });
    if (added.status !== 200) throw new Error(`addUser ${userID}: ${added.status} ${added.text}`);
    if (grants.length) {
      const granted = await rootClient.post('/api/admin/addGrants', { userID, grants });
      if (granted.status !== 200) throw new Error(`addGrants ${userID} ${grants.join(',')}: ${granted.status} ${granted.text}`);
    }
    return { userID, email };
  };

  return {
    app,
    root,
    async addActor(grants, givenName = 'Actor') {
      const { userID, email } = await addUser(grants, givenName, true);
      const client = new HttpClient(app.url);
      await client.signIn(email, PASSWORD);
      return { userID, email, grants, client };
    },
    async addSubject(grants, givenName = 'Subject') {
      return (await addUser(grants, givenName, false)).userID;
    },
    stop: () => app.stop(),
  };
};
