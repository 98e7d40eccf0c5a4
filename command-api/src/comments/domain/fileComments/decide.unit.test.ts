import { CommentLimits, Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { fileCommentsAggregate, projectCommentsAggregate } from './aggregate';
import type { AddComment } from './decide';
import type { FileCommentsEvent } from './state';

const { given } = deciderSpec(fileCommentsAggregate);

const box = { id: 'b1', type: 'box' as const, attributes: { x: 10, y: 20, width: 300, height: 200, stroke: '#ff0000', strokeWidth: 10, opacity: 0.65 } };
const video = { inProject: true, version: 3, isVideo: true };
const noMentions = { users: [], here: [] };

const comment = (commentID: string, extra: Partial<AddComment> = {}): AddComment => ({
  type: 'AddComment',
  commentID,
  projectID: 'p-1',
  projectFound: true,
  fileID: 'f-1',
  file: video,
  userID: 7,
  text: 'The logo flickers here',
  timestamp: 120,
  parentCommentID: null,
  replyToCommentID: null,
  annotations: [],
  anonymous: false,
  mentions: noMentions,
  ...extra,
});

/** The event a valid command appends. */
const added = (command: AddComment, extra: { replyToCommentID?: string | null; mentionedUserIDs?: number[] } = {}): FileCommentsEvent => {
  const { commentID, projectID, fileID, userID, text, timestamp, parentCommentID, annotations, anonymous } = command;
  return {
    type: 'CommentAdded',
    data: {
      commentID,
      projectID,
      fileID,
      fileVersion: command.file?.version ?? null,
      userID,
      text,
      timestamp,
      parentCommentID,
      replyToCommentID: extra.replyToCommentID ?? command.replyToCommentID,
      annotations: [...annotations],
      anonymous,
      mentionedUserIDs: extra.mentionedUserIDs ?? [],
    },
  };
};

const first = comment('c-1');
const reply = comment('c-2', { parentCommentID: 'c-1', text: 'Fixed in v4', userID: 8, timestamp: null });
const resolvedBy = (userID: number, resolved = true): FileCommentsEvent => ({ type: 'CommentResolved', data: { commentID: 'c-1', projectID: 'p-1', fileID: 'f-1', userID, resolved } });

describe('a new comment on a file', () => {
  it("is added with its text, frame, drawing, and the file's current version", () => {
    const withBox = comment('c-1', { annotations: [box], anonymous: true });
    given([])
      .when(withBox)
      .then([added(withBox)]);
  });
  it('may be only a drawing, and is not saved with neither text nor drawing', () => {
    const drawing = comment('c-1', { text: '', annotations: [box] });
    given([])
      .when(drawing)
      .then([added(drawing)]);
    given([])
      .when(comment('c-1', { text: '\u200B ' }))
      .thenFails('validation', Messages.fileCommentEmpty);
  });
  it('is refused on a file that is not in the project, or on a project that does not exist', () => {
    const refusal = given([])
      .when(comment('c-1', { file: { ...video, inProject: false } }))
      .thenFails('notFound', Messages.fileNotInProject);
    expect(refusal.fields).toEqual({ fileID: Messages.fileNotInProject });
    given([])
      .when(comment('c-1', { projectFound: false }))
      .thenFails('notFound', Messages.fileCommentProjectNotFound);
  });
  it('has a time only on a video', () => {
    given([])
      .when(comment('c-1', { file: { ...video, isVideo: false } }))
      .thenFails('validation', Messages.timestampOnlyForVideos);
    const image = comment('c-1', { file: { ...video, isVideo: false }, timestamp: null });
    given([])
      .when(image)
      .then([added(image)]);
  });
  it('on the project itself has no file version', () => {
    const onProject = comment('c-1', { fileID: null, file: null, timestamp: null });
    given([])
      .when(onProject)
      .then([added(onProject)]);
  });
  it('is added once when its save is retried with the same id', () => {
    given([added(first)])
      .when(first)
      .then([]);
  });
});

describe('mentions', () => {
  it("names active users and, for '@here', the project's members, never the author and each once", () => {
    const mentioning = comment('c-1', { mentions: { users: [{ userID: 9, active: true }], here: [7, 8, 9] } });
    given([])
      .when(mentioning)
      .then([added(mentioning, { mentionedUserIDs: [9, 8] })]);
  });
  it('refuses a user who does not exist or is deactivated', () => {
    given([])
      .when(comment('c-1', { mentions: { users: [{ userID: 99, active: false }], here: [] } }))
      .thenFails('validation', Messages.mentionedUserUnknown);
  });
});

describe('a reply', () => {
  it('answers its top-level comment by default, or another reply of that thread', () => {
    given([added(first)])
      .when(reply)
      .then([added(reply, { replyToCommentID: 'c-1' })]);
    const answer = comment('c-3', { parentCommentID: 'c-1', replyToCommentID: 'c-2', text: 'Thanks', timestamp: null });
    given([added(first), added(reply, { replyToCommentID: 'c-1' })])
      .when(answer)
      .then([added(answer)]);
  });
  it('needs text, a top-level parent of this thread, and an answered comment of the same thread', () => {
    given([added(first)])
      .when(comment('c-2', { parentCommentID: 'c-1', text: '', annotations: [box] }))
      .thenFails('validation', Messages.fileReplyTextRequired);
    given([added(first)])
      .when(comment('c-2', { parentCommentID: 'elsewhere' }))
      .thenFails('notFound', Messages.fileParentNotFound);
    given([added(first), added(reply, { replyToCommentID: 'c-1' })])
      .when(comment('c-3', { parentCommentID: 'c-2' }))
      .thenFails('validation', Messages.fileParentIsReply);
    given([added(first)])
      .when(comment('c-3', { parentCommentID: 'c-1', replyToCommentID: 'nowhere' }))
      .thenFails('validation', Messages.fileReplyToOutsideThread);
    given([added(first)])
      .when(comment('c-3', { replyToCommentID: 'c-1' }))
      .thenFails('validation', Messages.fileReplyToWithoutParent);
  });
});

describe('resolving', () => {
  it('records who resolved a top-level comment; anyone may, and unresolve it again', () => {
    given([added(first)])
      .when({ type: 'ResolveComment', commentID: 'c-1', userID: 8, resolved: true })
      .then([resolvedBy(8)]);
    given([added(first), resolvedBy(8)])
      .when({ type: 'ResolveComment', commentID: 'c-1', userID: 9, resolved: false })
      .then([resolvedBy(9, false)]);
  });
  it('changes nothing when the comment is already so', () => {
    given([added(first), resolvedBy(8)])
      .when({ type: 'ResolveComment', commentID: 'c-1', userID: 9, resolved: true })
      .then([]);
    given([added(first)])
      .when({ type: 'ResolveComment', commentID: 'c-1', userID: 9, resolved: false })
      .then([]);
  });
  it('is for top-level comments only', () => {
    given([added(first), added(reply, { replyToCommentID: 'c-1' })])
      .when({ type: 'ResolveComment', commentID: 'c-2', userID: 7, resolved: true })
      .thenFails('validation', Messages.fileCommentReplyNotResolvable);
  });
});

describe('editing the text', () => {
  const edit = (text: string, userID = 7) => ({ type: 'UpdateCommentText' as const, commentID: 'c-1', userID, text });
  it('is the author’s, while the comment is unresolved', () => {
    given([added(first)])
      .when(edit('The logo flickers at 0:04'))
      .then([{ type: 'CommentTextUpdated', data: { commentID: 'c-1', projectID: 'p-1', fileID: 'f-1', text: 'The logo flickers at 0:04' } }]);
    given([added(first)])
      .when(edit('Mine now', 8))
      .thenFails('forbidden', Messages.fileCommentNotAuthor);
    given([added(first), resolvedBy(8)])
      .when(edit('Too late'))
      .thenFails('conflict', Messages.fileCommentResolvedNoEdit);
  });
  it('changes nothing with the same text, and refuses an empty one', () => {
    given([added(first)])
      .when(edit(first.text))
      .then([]);
    given([added(first)])
      .when(edit(' '))
      .thenFails('validation', Messages.fileCommentEmpty);
  });
  it('refuses a comment the thread does not hold', () => {
    given([]).when(edit('x')).thenFails('notFound', Messages.fileCommentNotFound);
  });
});

describe('deleting', () => {
  const del = (commentIDs: string[], userID = 7) => ({ type: 'DeleteComments' as const, commentIDs, userID });
  it("deletes the author's comment with every reply, whoever wrote them", () => {
    given([added(first), added(reply, { replyToCommentID: 'c-1' })])
      .when(del(['c-1']))
      .then([{ type: 'CommentsDeleted', data: { projectID: 'p-1', commentIDs: ['c-1', 'c-2'] } }]);
  });
  it("refuses someone else's comment", () => {
    given([added(first)])
      .when(del(['c-1'], 8))
      .thenFails('forbidden', Messages.fileCommentNotAuthor);
  });
  it('changes nothing for comments already deleted', () => {
    given([added(first), { type: 'CommentsDeleted', data: { projectID: 'p-1', commentIDs: ['c-1'] } }])
      .when(del(['c-1']))
      .then([]);
  });
});

describe('the threads', () => {
  it("are one stream per file and one per project, each reserving its comments' ids", () => {
    expect(fileCommentsAggregate.streamId('f-1')).toBe('filecomments-f-1');
    expect(projectCommentsAggregate.streamId('p-1')).toBe('projectcomments-p-1');
    expect(fileCommentsAggregate.claimsOf([added(first)], fileCommentsAggregate.initialState, first)).toEqual({ reserve: [fileCommentsAggregate.key('comment', 'c-1')] });
  });
  it('take at most the limit of comments, deleted ones making room again', () => {
    const full = Array.from({ length: CommentLimits.maxCommentsPerThread }, (_, i) => added(comment(`c-${i}`)));
    given(full).when(comment('c-new')).thenFails('conflict', Messages.fileCommentLimit);
    const last = comment('c-new');
    given([...full, { type: 'CommentsDeleted', data: { projectID: 'p-1', commentIDs: ['c-0'] } }])
      .when(last)
      .then([added(last)]);
  });
});
