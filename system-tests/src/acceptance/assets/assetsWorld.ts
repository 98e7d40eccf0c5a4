// The cast of the asset library acceptance tests: the product over HTTP with its root admin, an
// editor (content.assets-edit), a viewer (content.assets-view), a user without grants and a visitor
// without a session. Only what spec 001 tells an outside tester: paths, bodies, statuses, messages.
import type { Answer } from '../../testing/httpClient';
import { after } from '../shared/answers';
import { startCast, type Person, type World } from '../shared/people';
import { uploadedFile, type UploadedFile } from './storedUploads';

export { after, expectError, expectFieldErrors } from '../shared/answers';

export interface AssetsWorld extends World {
  readonly editor: Person;
  readonly viewer: Person;
  readonly nobody: Person;
}

export const startAssetsWorld = async (): Promise<AssetsWorld> => {
  const { add, ...cast } = await startCast();
  return {
    ...cast,
    editor: await add({ userID: 2, givenName: 'Edith', grants: ['content.assets-edit', 'content.projects-edit'] }),
    viewer: await add({ userID: 3, givenName: 'Vera', grants: ['content.assets-view'] }),
    nobody: await add({ userID: 4, givenName: 'Nina' }),
  };
};

/** Sends a command that must succeed, failing the test with its answer otherwise. */
export const must = async (who: Person, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return answer;
};

/** A query as the person, after the given command answer (read your writes). */
export const read = async (who: Person, path: string, body: unknown, since?: Answer): Promise<Answer> => who.client.post(`/api${path}`, body, since ? after(since) : {});

let kitCounter = 0;
/** Creates a kit with a name no other test uses; answers its id, slug and root directory, and the answer. */
export const addKit = async (who: Person, name = `Kit ${++kitCounter}`) => {
  const answer = await must(who, '/assets/addKit', { name });
  const kit = answer.body.kit as { kitID: string; slug: string; directoryID: string };
  return { ...kit, name, answer };
};

/**
 * Uploads files as `who` (a small real file of each name's extension) and adds them to a kit: a kit
 * records only its adder's own uploads. Answers their ids, what was sent for each, and the command answer.
 */
export const addFiles = async (who: Person, kitID: string, names: string[], extra: Record<string, unknown> = {}) => {
  const files: UploadedFile[] = [];
  for (const name of names) files.push(await uploadedFile(who, name));
  const answer = await must(who, '/assets/addFilesToKit', { files, kitID, ...extra });
  const added = answer.body.files as { fileID: string; uuid: string; linkID: string }[];
  return { fileIDs: added.map((f) => f.fileID), uuids: added.map((f) => f.uuid), linkIDs: added.map((f) => f.linkID), files, answer };
};

/** The ids of a kit's files in kit order. */
export const kitFileIDs = async (who: Person, kitID: string, since?: Answer): Promise<string[]> => {
  const answer = await read(who, '/assets/getKitFiles', { kitID }, since);
  if (answer.status !== 200) throw new Error(`getKitFiles: ${answer.status} ${answer.text}`);
  return (answer.body.files as { fileID: string }[]).map((f) => f.fileID);
};
