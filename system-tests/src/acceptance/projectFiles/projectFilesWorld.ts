// The cast of the project files tests: the product over HTTP with an editor who uploads a project's
// files (content.assets-edit, content.projects-edit), a reviewer who may view projects, and a user
// without grants; and the calls they make.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReviewFile } from '@wb/contracts';
import type { Answer } from '../../testing/httpClient';
import { after } from '../shared/answers';
import { startCast, type Person, type World } from '../shared/people';
import { uploadedFile, type UploadedFile } from '../assets/storedUploads';

// Debian's ffmpeg (apt-get install -y ffmpeg), found on the PATH.
const FFMPEG = 'ffmpeg';

export { expectError, expectFieldErrors } from '../shared/answers';

export interface ProjectFilesWorld extends World {
  readonly editor: Person;
  readonly reviewer: Person;
  readonly nobody: Person;
}

export const startProjectFilesWorld = async (): Promise<ProjectFilesWorld> => {
  const { add, ...cast } = await startCast();
  return {
    ...cast,
    editor: await add({ userID: 2, givenName: 'Edith', grants: ['content.assets-edit', 'content.projects-edit'] }),
    reviewer: await add({ userID: 3, givenName: 'Vera', grants: ['content.projects-view'] }),
    nobody: await add({ userID: 4, givenName: 'Nina' }),
  };
};

/** Sends a command that must succeed, failing the test with its answer otherwise. */
export const must = async (who: Person, path: string, body: unknown): Promise<Answer> => {
  const answer = await who.client.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return answer;
};

let projects = 0;
/** A new project, already readable: callers may ask about it without a read-your-writes token. */
export const newProject = async (who: Person): Promise<string> => {
  const created = await must(who, '/project/create', { name: `Review files ${process.pid} ${++projects}` });
  const projectID = created.body.project.projectID as string;
  await projectFiles(who, projectID, created);
  return projectID;
};

export const hasFfmpeg = spawnSync(FFMPEG, ['-version']).status === 0;

/** A one-second 30 fps test picture made by ffmpeg (mpeg4 in an avi, or H.264 in an mp4). */
export const videoBytes = (extension: 'avi' | 'mp4'): Buffer => {
  const dir = mkdtempSync(join(tmpdir(), 'wb-video-'));
  try {
    const path = join(dir, `clip.${extension}`);
    const codec = extension === 'avi' ? ['-c:v', 'mpeg4'] : ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'];
    const made = spawnSync(FFMPEG, ['-nostdin', '-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=30', ...codec, path]);
    if (made.status !== 0) throw new Error(String(made.stderr));
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Uploads a file as `who` and records it as a project's file for review; answers the upload and the answer. */
export const addProjectFile = async (who: Person, projectID: string, name: string, bytes?: Buffer): Promise<{ file: UploadedFile; answer: Answer }> => {
  const file = await uploadedFile(who, name, 'asset', bytes);
  const answer = await who.client.post('/api/project/addFile', { projectID, name, type: file.type, size: file.size, data: { url: file.url } });
  return { file, answer };
};

/** The project's files as `who` reads them (after `since`). */
export const projectFiles = async (who: Person, projectID: string, since?: Answer): Promise<ReviewFile[]> => {
  const answer = await who.client.post('/api/files/getProjectFiles', { projectID }, since ? after(since) : {});
  if (answer.status !== 200) throw new Error(`getProjectFiles: ${answer.status} ${answer.text}`);
  return answer.body.files as ReviewFile[];
};

/** Reads the project's files until `done` holds of the file (the media reactor works after the answer). */
export const fileWhen = async (who: Person, projectID: string, fileID: string, done: (file: ReviewFile) => boolean, timeoutMs = 45_000): Promise<ReviewFile> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const file = (await projectFiles(who, projectID)).find((f) => f.fileID === fileID);
    if (file && done(file)) return file;
    if (Date.now() > until) throw new Error(`file ${fileID} never got there: ${JSON.stringify(file)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
