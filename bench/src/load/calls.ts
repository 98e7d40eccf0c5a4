// What each kind of user sends, as the client sends it: the product's calls with a user's session
// cookie and the Origin header, and the same read inputs to the floor server.
import { randomBytes } from 'node:crypto';
import { Calls, ProjectCalls, UploadPaths } from '@wb/contracts';
import { elementOf } from '../cases/sceneSave';
import { COMMENTS_PER_COMMENTED_SCENE } from './workspace';
import { TYPED } from '../cases/seedProjects';
import type { Outgoing } from './driver';
import type { FloorCase } from './floorQueries';
import type { Workspace } from './workspace';

/** The latency cases (reads with a floor), then the writes. */
export type CallKind = FloorCase | 'comment_add' | 'scene_save' | 'upload';

export const LATENCY_CASES: readonly FloorCase[] = ['dashboard', 'search', 'asset_search', 'comments'];

const PATHS: Record<FloorCase, string> = {
  dashboard: `/api${ProjectCalls.getAll.path}`,
  search: `/api${ProjectCalls.searchProjects.path}`,
  asset_search: `/api${Calls.files.searchFiles.path}`,
  comments: `/api${Calls.editor.getSceneComments.path}`,
};
const SAVE_COMMENT = `/api${Calls.editor.saveSceneComment.path}`;
const SAVE_SCENE = `/api${Calls.editor.saveSceneDocument.path}`;
/** A scene as the pencil leaves it after a while: 500 strokes (346 KB as JSON, cases/sceneSave.ts). */
const SCENE_ELEMENTS = 500;
/** An uploaded asset: a text file of this size (a script, a transcript). */
const UPLOAD_BYTES = 32 * 1024;
const BOUNDARY = 'loadBoundary7MA4YWxkTrZu0gW';

const jsonHeaders = (baseUrl: string, cookie: string | null): Record<string, string> => ({
  'content-type': 'application/json',
  origin: baseUrl,
  ...(cookie ? { cookie } : {}),
});

/**
 * The read of a latency case, its inputs in turn from `turn` (a user's own counter, or one shared by
 * the connections of a saturation run): the product's call with `cookie`, or the floor's (cookie null).
 */
export const readOf = (kind: FloorCase, workspace: Workspace, target: { baseUrl: string; cookie: string | null; floor: boolean }) => {
  const path = target.floor ? `/${kind}` : PATHS[kind];
  const headers = jsonHeaders(target.baseUrl, target.cookie);
  const inputOf = (turn: number): unknown => {
    switch (kind) {
      case 'dashboard':
        return { count: 100 };
      case 'search':
        return { text: TYPED[turn % TYPED.length], count: 100 };
      case 'asset_search':
        return { text: workspace.assetQueries[turn % workspace.assetQueries.length]!.text, count: 50 };
      case 'comments':
        return { sceneID: workspace.reviewedScenes[turn % workspace.reviewedScenes.length] };
    }
  };
  return (turn: number): Outgoing<CallKind> => ({ kind, path, body: JSON.stringify(inputOf(turn)), headers });
};

/** A commenter: reads a reviewed scene's comments, then comments on its own scene (its next one once a scene holds COMMENTS_PER_COMMENTED_SCENE), and again. */
export const commenter = (baseUrl: string, cookie: string, workspace: Workspace, user: number): (() => Outgoing<CallKind>) => {
  const read = readOf('comments', workspace, { baseUrl, cookie, floor: false });
  const scenes = workspace.commentedScenes[user % workspace.commentedScenes.length]!;
  const headers = jsonHeaders(baseUrl, cookie);
  let turn = 0;
  let comments = 0;
  return () => {
    turn += 1;
    if (turn % 2 === 1) return read(user + turn);
    const sceneID = scenes[Math.min(Math.floor(comments / COMMENTS_PER_COMMENTED_SCENE), scenes.length - 1)]!;
    comments += 1;
    return { kind: 'comment_add', path: SAVE_COMMENT, body: JSON.stringify({ sceneID, text: `Load comment ${turn}: move the title up a little.`, annotations: [] }), headers };
  };
};

/** A scene editor: its own scene of 500 elements, saved whole with one element moved each time, on the version the last save answered. */
export const sceneEditor = (baseUrl: string, cookie: string, sceneID: string): (() => Outgoing<CallKind>) => {
  const elements = Array.from({ length: SCENE_ELEMENTS }, (_, i) => elementOf(i, 0));
  const headers = jsonHeaders(baseUrl, cookie);
  let version = 0;
  let edits = 0;
  const onAnswer = (status: number, body: string) => {
    if (status === 200) version = (JSON.parse(body) as { version: number }).version;
    // A save the client gave up on (a time-out) may still have been stored: the editor is told the
    // scene's version (409) and goes on from it, as one who reloads does. The refusal is counted as an error.
    if (status === 409) version = (JSON.parse(body) as { error?: { details?: { currentVersion?: number } } }).error?.details?.currentVersion ?? version;
  };
  return () => {
    edits += 1;
    elements[edits % SCENE_ELEMENTS] = elementOf(edits % SCENE_ELEMENTS, edits);
    const document = { sceneID, duration: 40_000, elements };
    return { kind: 'scene_save', path: SAVE_SCENE, body: JSON.stringify({ sceneID, baseVersion: version, document }), headers, onAnswer };
  };
};

/** An uploader: a new text asset each time, through the upload form as the browser sends it. */
export const uploader = (baseUrl: string, cookie: string, user: number): (() => Outgoing<CallKind>) => {
  const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, origin: baseUrl, cookie };
  const content = Buffer.from(randomBytes(UPLOAD_BYTES / 2).toString('hex'));
  let turn = 0;
  return () => {
    turn += 1;
    const head = [
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="key"',
      '',
      'asset',
      `--${BOUNDARY}`,
      `Content-Disposition: form-data; name="file"; filename="load-${user}-${turn}.txt"`,
      'Content-Type: text/plain',
      '',
      '',
    ].join('\r\n');
    const body = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    return { kind: 'upload', path: UploadPaths.upload, body, headers };
  };
};
