// Helpers of the file comment acceptance tests: a project file to comment on, and the comment calls.
import type { Answer } from '../../testing/httpClient';
import { uploadedFile } from '../assets/storedUploads';
import { after, type Person } from '../projects/projectsWorld';
import { must, uniqueName } from '../scenes/scenesWorld';

export const SAVE = '/api/comments/saveComment';
export const READ = '/api/comments/getFileComments';

export const box = { id: 'b1', type: 'box', attributes: { x: 100, y: 120, width: 300, height: 200, stroke: '#ff0000', strokeWidth: 10, opacity: 0.65 } };

export interface FileCommentShown {
  commentID: string;
  projectID: string;
  fileID: string | -1;
  fileVersion: number | null;
  author: { userID: number | null; givenName: string; familyName: string };
  anonymous: boolean;
  text: string;
  timestamp: number | null;
  parentCommentID: string | null;
  replyToCommentID: string | null;
  annotations: unknown[];
  status: 0 | 1;
  resolved: { userID: number; givenName: string; familyName: string; resolvedOn: string } | null;
  mentionedUserIDs: number[];
  createdOn: string;
  replies?: FileCommentShown[];
}

/**
 * A file of the project, uploaded by `who` (one who may add to the library: the admin) and added with
 * /project/addFile; answers its id. A name the project already has adds that file's next version.
 */
export const fileIn = async (who: Person, projectID: string, name = `${uniqueName('frame')}.png`): Promise<string> => {
  const file = await uploadedFile(who, name);
  const added = await must(who, '/api/project/addFile', { projectID, name: file.name, type: file.type, size: file.size, data: { url: file.url } });
  return added.body.file.fileID as string;
};

/** Saves a comment that must be accepted; answers the answer and the comment it shows. */
export const commentOn = async (
  who: Person,
  projectID: string,
  fileID: string | -1,
  data: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): Promise<{ answer: Answer; comment: FileCommentShown }> => {
  const answer = await must(who, SAVE, { projectID, fileID, data: { text: 'Looks good', ...data }, ...extra });
  return { answer, comment: answer.body.comment as FileCommentShown };
};

/** The file's comments (-1: the project's own) as `who` reads them after `command`. */
export const commentsAfter = async (who: Person, command: Answer, projectID: string, fileID: string | -1): Promise<FileCommentShown[]> => {
  const read = await who.client.post(READ, { projectID, fileID }, after(command));
  if (read.status !== 200) throw new Error(`${READ}: ${read.status} ${read.text}`);
  return read.body.comments as FileCommentShown[];
};
