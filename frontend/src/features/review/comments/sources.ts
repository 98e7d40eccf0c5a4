// What the panel shows comments of, and the servers' comments in the panel's one shape (model.ts).
// Scenes: /editor/... (times in ms). Files and the project (fileID -1): /comments/... (a video's
// time is a frame at 30 fps).
import type { Annotation, FileCommentThread, FileComment, SceneComment, SceneCommentThread } from '@wb/contracts';
import type { DrawnShape } from '../annotations/shapes';
import type { PanelComment } from './model';

export type ReviewSource = { kind: 'scene'; sceneID: string } | { kind: 'file'; projectID: string; fileID: string } | { kind: 'project'; projectID: string };

const shapesOf = (annotations: readonly Annotation[]): DrawnShape[] => [...annotations];

const fromScene = (c: SceneComment, replies: PanelComment[]): PanelComment => ({
  commentID: c.commentID,
  author: { givenName: c.author.givenName, familyName: c.author.familyName },
  mine: c.mine,
  anonymous: c.anonymous,
  text: c.text,
  time: c.timestamp,
  parentCommentID: c.parentCommentID,
  replyToCommentID: c.replyToCommentID,
  shapes: shapesOf(c.annotations),
  resolved: c.resolved !== null,
  createdOn: c.createdOn,
  replies,
  sceneVersion: c.sceneVersion,
});

export const sceneThreads = (threads: readonly SceneCommentThread[]): PanelComment[] =>
  threads.map((t) =>
    fromScene(
      t,
      t.replies.map((r) => fromScene(r, [])),
    ),
  );

const fromFile = (c: FileComment, myUserID: number | null, replies: PanelComment[]): PanelComment => ({
  commentID: c.commentID,
  author: { givenName: c.author.givenName, familyName: c.author.familyName },
  mine: myUserID !== null && c.author.userID === myUserID,
  anonymous: c.anonymous,
  text: c.text,
  time: c.timestamp,
  parentCommentID: c.parentCommentID,
  replyToCommentID: c.replyToCommentID,
  shapes: shapesOf(c.annotations),
  resolved: c.status === 1,
  createdOn: c.createdOn,
  replies,
});

export const fileThreads = (threads: readonly FileCommentThread[], myUserID: number | null): PanelComment[] =>
  threads.map((t) =>
    fromFile(
      t,
      myUserID,
      t.replies.map((r) => fromFile(r, myUserID, [])),
    ),
  );
