// Helpers of the review acceptance tests: a scene to comment on, and the comment calls.
import type { Answer } from '../../testing/httpClient';
import { after, type Person } from '../projects/projectsWorld';
import { must, newScene } from '../scenes/scenesWorld';

export const SAVE = '/api/editor/saveSceneComment';
export const READ = '/api/editor/getSceneComments';

export const RESOLVE = '/api/editor/resolveSceneComment';
export const EDIT = '/api/editor/updateSceneCommentText';
export const DELETE = '/api/editor/deleteSceneComments';
export const READ_ALL = '/api/scene/getAllSceneComments';

export const box = { id: 'b1', type: 'box', attributes: { x: 100, y: 120, width: 300, height: 200, stroke: '#ff0000', strokeWidth: 6 } };
export const pen = { id: 'p1', type: 'pen', attributes: { d: 'M 10 10 L 60 80 Q 90 90 120 90', stroke: '#00aa00', strokeWidth: 6, opacity: 0.8 } };

export interface CommentShown {
  commentID: string;
  sceneID: string;
  author: { userID: number; givenName: string; familyName: string };
  text: string;
  timestamp: number | null;
  parentCommentID: string | null;
  replyToCommentID: string | null;
  annotations: unknown[];
  anonymous: boolean;
  mine: boolean;
  mentionedUserIDs: number[];
  sceneVersion: number | null;
  status: 1 | 2;
  resolved: { userID: number; givenName: string; familyName: string; timestamp: string } | null;
  createdOn: string;
  replies?: CommentShown[];
}

/** A new scene of `who` in the project, to comment on. */
export const sceneIn = async (who: Person, projectID: string): Promise<string> => (await newScene(who, projectID)).scene.sceneID;

/** Saves a comment that must be accepted; answers the answer and the comment it shows. */
export const commentOn = async (who: Person, sceneID: string, body: Record<string, unknown> = {}): Promise<{ answer: Answer; comment: CommentShown }> => {
  const answer = await must(who, SAVE, { sceneID, text: 'Looks good', annotations: [], ...body });
  return { answer, comment: answer.body.comment as CommentShown };
};

/** The scene's comments as `who` reads them after `command`. */
export const commentsAfter = async (who: Person, command: Answer, sceneID: string): Promise<CommentShown[]> => {
  const read = await who.client.post(READ, { sceneID }, after(command));
  if (read.status !== 200) throw new Error(`${READ}: ${read.status} ${read.text}`);
  return read.body.comments as CommentShown[];
};
