import { evolve, initialState, type SceneCommentsEvent } from '../review/domain/sceneComments/state';
import { commentCountsOf } from './cardAnswer';

const added = (commentID: string, parentCommentID: string | null = null): SceneCommentsEvent => ({
  type: 'SceneCommentAdded',
  data: {
    commentID,
    sceneID: 's-1',
    userID: 7,
    text: `Comment ${commentID}`,
    timestamp: null,
    parentCommentID,
    replyToCommentID: parentCommentID,
    annotations: [],
    mentionedUserIDs: [],
    anonymous: false,
    sceneVersion: 1,
  },
});

const threadOf = (events: SceneCommentsEvent[]) => events.reduce(evolve, initialState);

describe('the scene card counts', () => {
  it('are zero for a scene nobody commented on', () => {
    expect(commentCountsOf(initialState)).toEqual({ openComments: 0, comments: 0 });
  });

  it('count open top-level comments, and every live comment and reply', () => {
    const thread = threadOf([
      added('c-1'),
      added('c-2', 'c-1'),
      added('c-3'),
      added('c-4'),
      { type: 'SceneCommentResolved', data: { commentID: 'c-3', sceneID: 's-1', userID: 7, resolved: true } },
      { type: 'SceneCommentsDeleted', data: { commentIDs: ['c-4'], sceneID: 's-1' } },
    ]);
    expect(commentCountsOf(thread)).toEqual({ openComments: 1, comments: 3 });
  });
});
