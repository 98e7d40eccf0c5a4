// The review calls of scenes (spec 002 section 7, "Review comments"): a scene's comments, and a new
// comment or reply on it. Resolving, editing, deleting and file comments come with the review screens.
import { z } from 'zod';
import { grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { sceneID } from '../scenes/fields';
import { annotations, commentID, commentText, commentTimestamp } from './fields';
import { SceneComment, SceneCommentThread } from './models';

// Reviewers comment on what they can see: whoever may view a scene's project (the grant every scene read
// asks for) may read and write its comments (spec 002 section 6: anyone may reply; docs/decisions/review.md).
const view = grant('content.projects-view');

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
      'A new comment on a scene at a time in it (ms), or with parentCommentID a reply to one of its top-level comments (replyToCommentID: the comment of that thread it answers). A comment needs text or a drawn shape; a reply needs text',
    input: z.object({
      sceneID,
      text: commentText,
      timestamp: commentTimestamp.optional(),
      parentCommentID: commentID.optional(),
      replyToCommentID: commentID.optional(),
      annotations,
    }),
    output: z.object({ comment: SceneComment }),
  }),
} as const;

export const reviewCalls = { editor } as const;
