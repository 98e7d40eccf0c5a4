// The cast of the pronunciation guide's acceptance tests: the whole product over HTTP with its root
// admin, two team members without any grant (spec 001 section 1: any team member adds words) and a
// visitor without a session. Only what the spec tells an outside tester is used.
import type { Answer } from '../../testing/httpClient';
import { uploadedFile } from '../assets/storedUploads';
import { after } from '../shared/answers';
import { startCast, type Person, type World } from '../shared/people';

export { after, expectError } from '../shared/answers';

/** A team member: signed in, with no grant. */
export type Member = Person;

export interface PronounceWorld extends World {
  readonly ada: Member;
  readonly bob: Member;
}

/**
 * A recording `who` uploaded for the guide (a small real mp3), as the upload endpoint answers its
 * address: since issue 16 a word takes only its creator's own pronunciation upload.
 */
export const recordingBy = async (who: Member, name = 'word.mp3'): Promise<string> => (await uploadedFile(who, name, 'pronunciation')).url;

/** A well-formed address of a pronunciation upload under which nothing was ever stored. */
export const NO_FILE = '/api/v1/blobs/pronunciation/2026/01/0b7e4c7e-5d52-4a55-9a3e-1f2e3d4c5b6a.mp3';

export const startPronounceWorld = async (): Promise<PronounceWorld> => {
  const { add, ...cast } = await startCast();
  return {
    ...cast,
    ada: await add({ userID: 2, givenName: 'Ada', familyName: 'Lovelace' }),
    bob: await add({ userID: 3, givenName: 'Bob', familyName: 'Marley' }),
  };
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
