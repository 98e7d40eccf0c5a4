// The review calls of scenes (spec 002 section 7, "Review comments"): a scene's comments, a new comment
// or reply on it, resolving, editing and deleting comments, and the comments of several scenes.
import { z } from 'zod';
import { grant, grantAnd } from '../kernel/access';
import { ok } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { sceneID } from '../scenes/fields';
import { annotations, commentID, commentIDs, commentSceneIDs, commentText, commentTimestamp, mentionedUsers } from './fields';
import { SceneComment, SceneCommentThread } from './models';

// Reviewers comment on what they can see: whoever may view a scene's project (the grant every scene read
// asks for) may read and write its comments (spec 002 section 6: anyone may reply, resolve or unresolve;
// docs/decisions/review.md). Only the author edits or deletes, which decide checks against the thread.
const view = grant('content.projects-view');
const authorOnly = grantAnd('content.projects-view', 'the author of every comment named');

const editor = {
  getSceneComments: defineCall({
    path: '/editor/getSceneComments',
    method: 'POST',
    kind: 'query',
    reads: ['sceneComments'],
    access: view,
    summary: "A scene's comments, oldest first, each with its replies (oldest first)",
    input: z.object({ sceneID }),
    output: z.object({ comments: z.array(SceneCommentThread) }),
  }),
  saveSceneComment: defineCall({
    path: '/editor/saveSceneComment',
    method: 'POST',
    kind: 'command',
    access: view,
    summary:
      "A new comment on a scene at a time in it (ms), or with parentCommentID a reply to one of its top-level comments (replyToCommentID: the comment of that thread it answers). A comment needs text or a drawn shape; a reply needs text. mentionedUsers: active users' ids, or 'here' for the project's members. Records the scene's document version",
    input: z.object({
      sceneID,
      text: commentText,
      timestamp: commentTimestamp.optional(),
      parentCommentID: commentID.optional(),
      replyToCommentID: commentID.optional(),
      annotations,
      mentionedUsers: mentionedUsers.optional(),
      anonymous: z.boolean().optional(),
    }),
    output: z.object({ comment: SceneComment }),
  }),
  resolveSceneComment: defineCall({
    path: '/editor/resolveSceneComment',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: 'Resolves (resolved true) or opens again (false) a top-level comment; records who and when. The same state again changes nothing',
    input: z.object({ commentID, resolved: z.boolean() }),
    output: z.object({ comment: SceneComment }),
  }),
  updateSceneCommentText: defineCall({
    path: '/editor/updateSceneCommentText',
    method: 'POST',
    kind: 'command',
    access: authorOnly,
    summary: "A comment's new text, by its author while it is open; the same text changes nothing",
    input: z.object({ commentID, text: commentText }),
    output: z.object({ comment: SceneComment }),
  }),
  deleteSceneComments: defineCall({
    path: '/editor/deleteSceneComments',
    method: 'POST',
    kind: 'command',
    access: authorOnly,
    summary: 'Deletes comments, each with its replies, all by the asker; ids already deleted are skipped',
    input: z.object({ commentIDs }),
    output: ok,
  }),
} as const;

const scene = {
  getAllSceneComments: defineCall({
    path: '/scene/getAllSceneComments',
    method: 'POST',
    kind: 'query',
    reads: ['sceneComments'],
    access: view,
    summary: "Several scenes' comments, each scene's as getSceneComments answers them; unknown or deleted scenes are left out",
    input: z.object({ sceneIDs: commentSceneIDs }),
    output: z.object({ scenes: z.array(z.object({ sceneID: z.string(), comments: z.array(SceneCommentThread) })) }),
  }),
} as const;

export const reviewCalls = { editor, scene } as const;
