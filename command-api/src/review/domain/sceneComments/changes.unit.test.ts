import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { fold } from '../../../shared/domain/decider';
import { sceneCommentsAggregate } from './aggregate';
import type { DeleteSceneComments, ResolveSceneComment, UpdateSceneCommentText } from './changes';
import { commentOf, commentsOf, type SceneCommentsEvent } from './state';

const { given } = deciderSpec(sceneCommentsAggregate);

const box = { id: 'b1', type: 'box' as const, attributes: { x: 10, y: 20, width: 300, height: 200, stroke: '#ff0000', strokeWidth: 6 } };

const added = (commentID: string, userID: number, parentCommentID: string | null = null, extra: { text?: string; annotations?: (typeof box)[] } = {}): SceneCommentsEvent => ({
  type: 'SceneCommentAdded',
  data: {
    commentID,
    sceneID: 's-1',
    userID,
    text: extra.text ?? `Comment ${commentID}`,
    timestamp: null,
    parentCommentID,
    replyToCommentID: parentCommentID,
    annotations: extra.annotations ?? [],
    mentionedUserIDs: [],
    anonymous: false,
    sceneVersion: 1,
  },
});
const resolved = (commentID: string, userID: number, on = true): SceneCommentsEvent => ({ type: 'SceneCommentResolved', data: { commentID, sceneID: 's-1', userID, resolved: on } });

const resolve = (commentID: string, userID: number, on = true): ResolveSceneComment => ({ type: 'ResolveSceneComment', commentID, userID, resolved: on });
const edit = (commentID: string, userID: number, text: string): UpdateSceneCommentText => ({ type: 'UpdateSceneCommentText', commentID, userID, text });
const remove = (commentIDs: string[], userID: number): DeleteSceneComments => ({ type: 'DeleteSceneComments', commentIDs, userID });

// Author 7 wrote c-1 with replies by 8 (c-2) and 7 (c-3); 8 wrote c-4.
const thread = [added('c-1', 7), added('c-2', 8, 'c-1'), added('c-3', 7, 'c-1'), added('c-4', 8)];

describe('resolving a comment', () => {
  it('is open to anyone, not only the author, and records who', () => {
    given(thread)
      .when(resolve('c-1', 8))
      .then([resolved('c-1', 8)]);
  });

  it('opens a resolved comment again', () => {
    given([...thread, resolved('c-1', 8)])
      .when(resolve('c-1', 9, false))
      .then([resolved('c-1', 9, false)]);
  });

  it('changes nothing when the comment is already in that state', () => {
    given(thread)
      .when(resolve('c-1', 8, false))
      .then([]);
    given([...thread, resolved('c-1', 8)])
      .when(resolve('c-1', 7))
      .then([]);
  });

  it('applies to top-level comments only, never to a reply', () => {
    const refusal = given(thread).when(resolve('c-2', 8)).thenFails('validation', Messages.resolveReply);
    expect(refusal.fields).toEqual({ commentID: Messages.resolveReply });
  });

  it('refuses a comment the thread does not hold (or no longer holds)', () => {
    given(thread).when(resolve('nope', 8)).thenFails('notFound', Messages.commentNotFound);
    given([...thread, { type: 'SceneCommentsDeleted', data: { sceneID: 's-1', commentIDs: ['c-4'] } }])
      .when(resolve('c-4', 8))
      .thenFails('notFound');
  });
});

describe("editing a comment's text", () => {
  it('is for the author while the comment is open', () => {
    given(thread)
      .when(edit('c-1', 7, 'Better words'))
      .then([{ type: 'SceneCommentTextUpdated', data: { commentID: 'c-1', sceneID: 's-1', text: 'Better words' } }]);
  });

  it('is refused to anyone else (403)', () => {
    given(thread)
      .when(edit('c-1', 8, 'Not mine'))
      .thenFails('forbidden', Messages.notCommentAuthor);
  });

  it('is refused while the comment is resolved', () => {
    given([...thread, resolved('c-1', 8)])
      .when(edit('c-1', 7, 'Too late'))
      .thenFails('conflict', Messages.editResolved);
  });

  it('changes nothing when the text is the same', () => {
    given(thread)
      .when(edit('c-1', 7, 'Comment c-1'))
      .then([]);
  });

  it('keeps the rules of empty text: a reply needs text, a comment text or a drawing', () => {
    given(thread)
      .when(edit('c-3', 7, ' '))
      .thenFails('validation', Messages.replyTextRequired);
    given(thread)
      .when(edit('c-1', 7, ''))
      .thenFails('validation', Messages.commentEmpty);
    given([added('c-9', 7, null, { annotations: [box] })])
      .when(edit('c-9', 7, ''))
      .then([{ type: 'SceneCommentTextUpdated', data: { commentID: 'c-9', sceneID: 's-1', text: '' } }]);
  });
});

describe('deleting comments', () => {
  it('deletes a top-level comment with all its replies, whoever wrote them', () => {
    given(thread)
      .when(remove(['c-1'], 7))
      .then([{ type: 'SceneCommentsDeleted', data: { sceneID: 's-1', commentIDs: ['c-1', 'c-2', 'c-3'] } }]);
  });

  it('deletes a reply alone', () => {
    given(thread)
      .when(remove(['c-3'], 7))
      .then([{ type: 'SceneCommentsDeleted', data: { sceneID: 's-1', commentIDs: ['c-3'] } }]);
  });

  it('is for the author of every comment named: one of someone else refuses all (403)', () => {
    given(thread)
      .when(remove(['c-1', 'c-4'], 7))
      .thenFails('forbidden', Messages.notCommentAuthor);
  });

  it('skips comments already deleted, and changes nothing when none is left', () => {
    const gone: SceneCommentsEvent = { type: 'SceneCommentsDeleted', data: { sceneID: 's-1', commentIDs: ['c-3'] } };
    given([...thread, gone])
      .when(remove(['c-3'], 7))
      .then([]);
  });

  it('leaves the thread without them, the others kept in order', () => {
    const state = fold(sceneCommentsAggregate.evolve, sceneCommentsAggregate.initialState, [...thread, { type: 'SceneCommentsDeleted', data: { sceneID: 's-1', commentIDs: ['c-1', 'c-2', 'c-3'] } }]);
    expect(commentsOf(state).map((c) => c.commentID)).toEqual(['c-4']);
    expect(commentOf(state, 'c-2')).toBeNull();
    expect(state.count).toBe(4);
  });
});

describe('the folded thread', () => {
  it('keeps who resolved a comment, and its new text', () => {
    const state = fold(sceneCommentsAggregate.evolve, sceneCommentsAggregate.initialState, [
      ...thread,
      { ...resolved('c-4', 7), metadata: { time: '2026-01-02T03:04:05.000Z' } },
      { type: 'SceneCommentTextUpdated', data: { commentID: 'c-1', sceneID: 's-1', text: 'New' } },
    ]);
    expect(commentOf(state, 'c-4')?.resolved).toEqual({ userID: 7, at: '2026-01-02T03:04:05.000Z' });
    expect(commentOf(state, 'c-1')?.text).toBe('New');
    expect(commentsOf(state).map((c) => c.commentID)).toEqual(['c-1', 'c-2', 'c-3', 'c-4']);
  });
});
