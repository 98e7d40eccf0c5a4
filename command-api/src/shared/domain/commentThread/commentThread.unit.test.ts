// The shared thread rules over the smallest thread an area could give them, with a third area's
// wording: what a new commenting area gets by handing its state and messages to them.
import { domainError, type DomainError } from '../domainError';
import { addition, type Mentioned, type NewComment } from './add';
import { toDelete, toEdit, toResolve } from './changes';
import type { AddFields, CommentThread, ThreadComment, ThreadMessages } from './thread';

const messages: ThreadMessages = {
  commentNotFound: 'no comment',
  parentNotFound: 'no parent',
  parentIsReply: 'parent is a reply',
  replyToOutsideThread: 'outside',
  replyToWithoutParent: 'no parent named',
  replyTextRequired: 'reply text',
  commentEmpty: 'empty',
  mentionUnknown: 'unknown user',
  resolveReply: 'reply not resolvable',
  notAuthor: 'not yours',
  editResolved: 'resolved',
};
const fields: AddFields = { text: 'body.text', parentCommentID: 'body.parent', replyToCommentID: 'body.replyTo' };

const top = (commentID: string, userID = 1, extra: Partial<ThreadComment> = {}): ThreadComment => ({ commentID, userID, parentCommentID: null, resolved: null, text: 'hi', annotations: [], ...extra });
const reply = (commentID: string, parentCommentID: string, userID = 2): ThreadComment => ({ ...top(commentID, userID), parentCommentID });

const threadOf = (...comments: ThreadComment[]): CommentThread<ThreadComment> => ({
  commentOf: (id) => comments.find((c) => c.commentID === id) ?? null,
  comments: () => comments,
});

const thread = threadOf(top('a'), reply('a1', 'a'), top('b', 2), reply('a2', 'a', 3));
const fresh = (extra: Partial<NewComment>): NewComment => ({ commentID: 'n', userID: 1, text: 'hello', parentCommentID: null, replyToCommentID: null, annotations: [], ...extra });
const invalid = (msg: string, field: string) => domainError('validation', msg, { fields: { [field]: msg } });
const nobody: Mentioned = { users: [], alsoNotified: [] };
const anywhere = () => null;
const add = (comment: NewComment, mentioned = nobody, placeRefusal: () => DomainError | null = anywhere) => addition(thread, comment, mentioned, placeRefusal, messages, fields);

describe('a new comment', () => {
  it('answers its parent, or a reply under that parent', () => {
    expect(add(fresh({ parentCommentID: 'a' }))).toEqual({ replyToCommentID: 'a', mentionedUserIDs: [] });
    expect(add(fresh({ parentCommentID: 'a', replyToCommentID: 'a1' }))).toEqual({ replyToCommentID: 'a1', mentionedUserIDs: [] });
    expect(add(fresh({}))).toEqual({ replyToCommentID: null, mentionedUserIDs: [] });
  });

  it('is found made when its id is in the thread already, before any other rule', () => {
    expect(add(fresh({ commentID: 'a1', text: '' }), nobody, () => domainError('conflict', 'full'))).toBeNull();
  });

  it("is refused where the area says first, then in the area's words naming the area's fields", () => {
    expect(add(fresh({ parentCommentID: 'zz' }), nobody, () => domainError('conflict', 'full'))).toEqual(domainError('conflict', 'full'));
    expect(add(fresh({ parentCommentID: 'a', text: ' \u200b' }))).toEqual(invalid('reply text', 'body.text'));
    expect(add(fresh({ parentCommentID: 'zz' }))).toEqual(domainError('notFound', 'no parent', { fields: { 'body.parent': 'no parent' } }));
    expect(add(fresh({ parentCommentID: 'a1' }))).toEqual(invalid('parent is a reply', 'body.parent'));
    expect(add(fresh({ parentCommentID: 'a', replyToCommentID: 'b' }))).toEqual(invalid('outside', 'body.replyTo'));
    expect(add(fresh({ replyToCommentID: 'a1' }))).toEqual(invalid('no parent named', 'body.parent'));
    expect(add(fresh({ text: '' }))).toEqual(invalid('empty', 'body.text'));
  });

  it('may be only a drawing when it is top-level', () => {
    expect(add(fresh({ text: '', annotations: [{}] }))).toEqual({ replyToCommentID: null, mentionedUserIDs: [] });
  });

  it('notifies each active user named once, never the author, and refuses an inactive one', () => {
    const users = [
      { userID: 5, active: true },
      { userID: 1, active: true },
    ];
    expect(add(fresh({}), { users, alsoNotified: [6, 5, 1] })).toEqual({ replyToCommentID: null, mentionedUserIDs: [5, 6] });
    expect(add(fresh({}), { users: [{ userID: 9, active: false }], alsoNotified: [] })).toEqual(invalid('unknown user', 'mentionedUsers'));
  });
});

describe('changes to a comment', () => {
  it('resolves a top-level comment, and nothing when it is in that state already', () => {
    expect(toResolve(thread, 'a', true, messages)).toEqual(top('a'));
    expect(toResolve(thread, 'a', false, messages)).toBeNull();
    expect(toResolve(thread, 'a1', true, messages)).toEqual(invalid('reply not resolvable', 'commentID'));
    expect(toResolve(thread, 'zz', true, messages)).toEqual(domainError('notFound', 'no comment', { fields: { commentID: 'no comment' } }));
  });

  it('lets only the author edit, while open, and only a changed text', () => {
    expect(toEdit(thread, 'a', 1, 'new', messages)).toEqual(top('a'));
    expect(toEdit(thread, 'a', 1, 'hi', messages)).toBeNull();
    expect(toEdit(thread, 'a', 2, 'new', messages)).toEqual(domainError('forbidden', 'not yours'));
    expect(toEdit(threadOf(top('r', 1, { resolved: { by: 2 } })), 'r', 1, 'new', messages)).toEqual(domainError('conflict', 'resolved'));
    expect(toEdit(thread, 'a1', 2, ' ', messages)).toEqual(invalid('reply text', 'text'));
    expect(toEdit(thread, 'a', 1, '', messages)).toEqual(invalid('empty', 'text'));
  });

  it("deletes the author's comment with every reply to it, whoever wrote them", () => {
    expect(toDelete(thread, ['a', 'a'], 1, messages)).toEqual({ named: [top('a')], commentIDs: ['a', 'a1', 'a2'] });
    expect(toDelete(thread, ['b', 'zz'], 2, messages)).toEqual({ named: [top('b', 2)], commentIDs: ['b'] });
    expect(toDelete(thread, ['zz'], 1, messages)).toBeNull();
    expect(toDelete(thread, ['a', 'b'], 1, messages)).toEqual(domainError('forbidden', 'not yours'));
  });
});
