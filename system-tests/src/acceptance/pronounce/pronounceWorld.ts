// The cast of the pronunciation guide's acceptance tests: the whole product over HTTP with its root
// admin, two team members without any grant (spec 001 section 1: any team member adds words) and a
// visitor without a session. Only what the spec tells an outside tester is used.
import { HttpClient, type Answer } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/startTestApp';

export interface Member {
  readonly userID: number;
  readonly client: HttpClient;
}

export interface PronounceWorld {
  readonly app: TestApp;
  readonly admin: Member;
  readonly ada: Member;
  readonly bob: Member;
  readonly anonymous: HttpClient;
  stop(): Promise<void>;
}

const PASSWORD = 'a long enough password';

/**
 * The address of an uploaded audio file. The upload endpoint (/api/v1/upload) answers {url} of this
 * form; these tests do not need the bytes, only the address the guide stores.
 */
export const blobUrl = (name: string): string => `/api/v1/blobs/pronunciation/${name}`;

export const startPronounceWorld = async (): Promise<PronounceWorld> => {
  const app = await startTestApp();
  const adminClient = new HttpClient(app.url);
  await adminClient.signIn(app.adminEmail, app.adminPassword);
  const member = async (userID: number, givenName: string, familyName: string): Promise<Member> => {
    const email = `${givenName.toLowerCase()}@example.com`;
    const added = await adminClient.post('/api/admin/addUser', { userID, email, givenName, familyName, password: PASSWORD });
    if (added.status !== 200) throw new Error(`addUser ${givenName}: ${added.status} ${added.text}`);
    const client = new HttpClient(app.url);
    await client.signIn(email, PASSWORD);
    return { userID, client };
  };
  return {
    app,
    admin: { userID: 1, client: adminClient },
    ada: await member(2, 'Ada', 'Lovelace'),
    bob: await member(3, 'Bob', 'Marley'),
    anonymous: new HttpClient(app.url),
    stop: () => app.stop(),
  };
};

/** The X-Position of a command answer, as the header to send back on the next query. */
export const after = (answer: Answer): Record<string, string> => {
  const position = answer.headers.get('X-Position');
  if (position === null) throw new Error(`no X-Position on ${answer.status} ${answer.text}`);
  return { 'X-Min-Position': position };
};

/** Adds a word and answers its id; fails the test unless it was added. */
export const addWord = async (who: Member, word: string, audio: string, phonetics = ''): Promise<{ wordID: string; answer: Answer }> => {
  const answer = await who.client.post('/api/pronounce/addWord', { word, audio, phonetics });
  if (answer.status !== 200) throw new Error(`addWord ${word}: ${answer.status} ${answer.text}`);
  return { wordID: (answer.body as { wordID: string }).wordID, answer };
};

/** The words of the guide as `who` sees them once the read model has passed `since`. */
export const guideWords = async (who: Member, since?: Answer, body: unknown = {}): Promise<{ word: string; wordID: string }[]> => {
  const answer = await who.client.post('/api/pronounce/getWords', body, since ? after(since) : {});
  if (answer.status !== 200) throw new Error(`getWords: ${answer.status} ${answer.text}`);
  return answer.body.words as { word: string; wordID: string }[];
};

/** The one error shape of every call. */
export const expectError = (answer: Answer, status: number, code?: string): void => {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status,
    body: { error: expect.objectContaining({ msg: expect.stringMatching(/\S/), code: code ?? expect.any(String) }) },
  });
};
