// The calls of file and project comments (spec 002 section 7, "Review comments": /comments/...; spec 000
// section 7 for project-level comments, fileID -1).
import { z } from 'zod';
import { grant } from '../kernel/access';
import { id, ok } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { annotations } from '../review/fields';
import { CommentLimits } from './constants';
import { commentFileID, commentFrame, fileCommentID, fileCommentText, mentionedUsers, printType } from './fields';
import { FileComment, FileCommentCount, FileCommentThread, PrintedFile } from './models';

// Reviewers comment on what they can see: whoever may view a project may read and write its comments,
// like scene comments (docs/decisions/review.md, "Who may comment").
const view = grant('content.projects-view');
const commentRef = z.object({ commentID: fileCommentID });

const comments = {
  saveComment: defineCall({
    path: '/comments/saveComment',
    method: 'POST',
    kind: 'command',
    access: view,
    summary:
      "A new comment on a project's file (fileID -1: on the project itself), or with parentCommentID a reply to one of its top-level comments. A comment needs text or a drawn shape; a reply needs text; timestamp is a video's frame at 30 fps. mentionedUsers: user ids, or '@here' for the project's members",
    input: z.object({
      projectID: id,
      fileID: commentFileID,
      data: z.object({
        text: fileCommentText.default(''),
        status: z.literal(0, 'A new comment is open (0)').optional(),
        anonymous: z.boolean().default(false),
        timestamp: commentFrame.nullable().optional(),
        parentCommentID: fileCommentID.nullable().optional(),
        replyToCommentID: fileCommentID.nullable().optional(),
        annotations: annotations.default([]),
      }),
      mentionedUsers: mentionedUsers.default([]),
    }),
    output: z.object({ comment: FileComment }),
  }),
  deleteComments: defineCall({
    path: '/comments/deleteComments',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: 'Delete comments of one project, each with its replies (only their author may)',
    input: z.object({
      commentIDs: z.array(fileCommentID).min(1, 'Choose at least one').max(CommentLimits.maxDeleteIDs, `At most ${CommentLimits.maxDeleteIDs} comments`),
    }),
    output: ok,
  }),
  resolveComment: defineCall({
    path: '/comments/resolveComment',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: 'Resolve a top-level comment (records who and when)',
    input: commentRef,
    output: ok,
  }),
  unresolveComment: defineCall({
    path: '/comments/unresolveComment',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: 'Open a resolved top-level comment again',
    input: commentRef,
    output: ok,
  }),
  updateCommentText: defineCall({
    path: '/comments/updateCommentText',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: "Change a comment's text (its author, while it is unresolved); the same text changes nothing",
    input: z.object({ commentID: fileCommentID, text: fileCommentText }),
    output: ok,
  }),
  getFileComments: defineCall({
    path: '/comments/getFileComments',
    method: 'POST',
    kind: 'query',
    reads: ['fileComments'],
    access: view,
    summary: "A file's comments (fileID -1: the project's own), oldest first, each with its replies (newest last)",
    input: z.object({ projectID: id, fileID: commentFileID }),
    output: z.object({ comments: z.array(FileCommentThread) }),
  }),
  getProjectCommentCounts: defineCall({
    path: '/comments/getProjectCommentCounts',
    method: 'POST',
    kind: 'query',
    reads: ['fileComments'],
    access: view,
    summary: "Per file of a project (-1: the project's own), its open and total top-level comments",
    input: z.object({ projectID: id }),
    output: z.object({ files: z.array(FileCommentCount) }),
  }),
  getProjectComments: defineCall({
    path: '/comments/getProjectComments',
    method: 'POST',
    kind: 'query',
    reads: ['fileComments'],
    access: view,
    summary: "A project's comments grouped by file, for printing: the files of one type (svg, image, video) or all, and the project's own",
    input: z.object({ projectID: id, type: printType }),
    output: z.object({ files: z.array(PrintedFile) }),
  }),
} as const;

export const commentCalls = { comments } as const;
