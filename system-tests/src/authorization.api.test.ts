// Every call of the registry refuses a caller without a session (401) and, when it needs a grant, a
// signed-in user who lacks it (403), with the error bodies the client reads. The list comes from
// allCalls(), so a new call is covered at once; security/authorizationMatrix.api.test.ts tries every role.
import { API_PREFIX, accessGrants, allCalls, openWithoutSession, refusedGrant, type CallDef } from '@wb/contracts';
import { HttpClient } from './testing/httpClient';
import { sampleInput } from './testing/sampleInput';
import { startTestApp, type TestApp } from './testing/startTestApp';

const callPath = (call: CallDef) => `${API_PREFIX}${call.path}`;
const send = (client: HttpClient, call: CallDef) => {
  const input = sampleInput(call.input);
  if (call.method === 'GET') {
    const query = input && typeof input === 'object' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
    return client.get(`${callPath(call)}${query}`);
  }
  return client.post(callPath(call), input ?? {});
};

const NO_GRANTS_USER = { userID: 2, email: 'nobody@example.com', givenName: 'No', familyName: 'Grants', password: 'nobody-password-1' };

let app: TestApp;
let anonymous: HttpClient;
let withoutGrants: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  anonymous = new HttpClient(app.url);
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  // A user added by an admin holds no grant until one is given.
  expect((await admin.post('/api/admin/addUser', NO_GRANTS_USER)).status).toBe(200);
  withoutGrants = new HttpClient(app.url);
  await withoutGrants.signIn(NO_GRANTS_USER.email, NO_GRANTS_USER.password);
});

afterAll(async () => {
  await app?.stop();
});

const privateCalls = allCalls().filter((c) => !openWithoutSession(c.access));
// Calls the router guards with grants (one grant, or any of several); a refusal names the first.
const grantCalls = allCalls().filter((c) => accessGrants(c.access).length > 0);

describe('without a session', () => {
  it.each(privateCalls.map((c) => [`${c.method} ${callPath(c)}`, c] as const))('%s answers 401', async (_name, call) => {
    const answer = await send(anonymous, call);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({ code: 'unauthenticated', msg: expect.any(String) });
  });
});

describe('signed in without the grant', () => {
  it.each(grantCalls.map((c) => [`${c.method} ${callPath(c)}`, refusedGrant(c.access), c] as const))('%s answers 403 naming %s', async (_name, grant, call) => {
    const answer = await send(withoutGrants, call);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 'forbidden', details: { grant } });
  });
});
