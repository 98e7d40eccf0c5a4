import { Messages, ReviewLimits } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { sceneCommentsAggregate } from './aggregate';
import type { AddSceneComment } from './decide';
import { noMentions } from './mentions';
import type { SceneCommentsEvent } from './state';

const { given } = deciderSpec(sceneCommentsAggregate);

const box = { id: 'b1', type: 'box' as const, attributes: { x: 10, y: 20, width: 300, height: 200, stroke: '#ff0000', strokeWidth: 6 } };
const pen = { id: 'p1', type: 'pen' as const, attributes: { d: 'M 0 0 L 40 50', stroke: '#00ff00', strokeWidth: 6, opacity: 0.5 } };

const comment = (commentID: string, extra: Partial<AddSceneComment> = {}): AddSceneComment => ({
  type: 'AddSceneComment',
  commentID,
  sceneID: 's-1',
  sceneFound: true,
  sceneVersion: 3,
  userID: 7,
  text: 'The arrow comes in too early',
  timestamp: 4200,
  parentCommentID: null,
  replyToCommentID: null,
  annotations: [],
  mentions: noMentions,
  anonymous: false,
  ...extra,
});

/** The event a valid command appends: its data, with the thread member it answers and whom it mentions. */
const added = (command: AddSceneComment, replyToCommentID = command.replyToCommentID, mentionedUserIDs: number[] = []): SceneCommentsEvent => {
  const { commentID, sceneID, userID, text, timestamp, parentCommentID, annotations, anonymous, sceneVersion } = command;
  return {
    type: 'SceneCommentAdded',
    data: { commentID, sceneID, userID, text, timestamp, parentCommentID, replyToCommentID, annotations: [...annotations], mentionedUserIDs, anonymous, sceneVersion },
  };
};

const first = comment('c-1');
const reply = comment('c-2', { parentCommentID: 'c-1', text: 'Agreed', timestamp: null });

describe('a new comment on a scene', () => {
  it('is added with its text, time and drawn shapes', () => {
    const withShapes = comment('c-1', { annotations: [box, pen] });
    given([])
      .when(withShapes)
      .then([added(withShapes)]);
  });

  it('may be only a drawing, with no text', () => {
    const drawing = comment('c-1', { text: '', annotations: [pen] });
    given([])
      .when(drawing)
      .then([added(drawing)]);
  });

  it('is not saved with neither text nor a drawn shape (invisible characters are no text)', () => {
    given([])
      .when(comment('c-1', { text: '' }))
      .thenFails('validation', Messages.commentEmpty);
    given([])
      .when(comment('c-1', { text: '\u200B' }))
      .thenFails('validation', Messages.commentEmpty);
  });

  it('is refused on a scene that does not exist or was deleted', () => {
    given([])
      .when(comment('c-1', { sceneFound: false }))
      .thenFails('notFound', Messages.sceneNotFound);
  });

  it('is added once when its save is retried with the same id', () => {
    given([added(first)])
      .when(first)
      .then([]);
  });

  it('names no comment it replies to unless it is a reply', () => {
    given([added(first)])
      .when(comment('c-2', { replyToCommentID: 'c-1' }))
      .thenFails('validation', Messages.replyToWithoutParent);
  });

  it('is added beside other comments: two reviewers on one scene both keep theirs', () => {
    const other = comment('c-9', { userID: 8, text: 'Colour is off' });
    given([added(first)])
      .when(other)
      .then([added(other)]);
  });
});

describe('a reply', () => {
  it('answers its top-level comment, which it names as the comment replied to by default', () => {
    given([added(first)])
      .when(reply)
      .then([added(reply, 'c-1')]);
  });

  it('may answer another reply of the same thread', () => {
    const answer = comment('c-3', { parentCommentID: 'c-1', replyToCommentID: 'c-2', text: 'Me too' });
    given([added(first), added(reply, 'c-1')])
      .when(answer)
      .then([added(answer)]);
  });

  it('is not saved with empty text, even with a drawing', () => {
    given([added(first)])
      .when(comment('c-2', { parentCommentID: 'c-1', text: ' ', annotations: [box] }))
      .thenFails('validation', Messages.replyTextRequired);
  });

  it("is refused when its parent is not one of this scene's comments", () => {
    const refusal = given([added(first)])
      .when(comment('c-2', { parentCommentID: 'elsewhere' }))
      .thenFails('notFound', Messages.parentCommentNotFound);
    expect(refusal.fields).toEqual({ parentCommentID: Messages.parentCommentNotFound });
  });

  it('belongs to a top-level comment, never to a reply', () => {
    given([added(first), added(reply, 'c-1')])
      .when(comment('c-3', { parentCommentID: 'c-2' }))
      .thenFails('validation', Messages.parentIsReply);
  });

  it('answers only a comment of its own thread', () => {
    const second = comment('c-5', { text: 'Another thread' });
    const across = comment('c-6', { parentCommentID: 'c-1', replyToCommentID: 'c-5' });
    given([added(first), added(second)])
      .when(across)
      .thenFails('validation', Messages.replyToOutsideThread);
    given([added(first)])
      .when(comment('c-6', { parentCommentID: 'c-1', replyToCommentID: 'nowhere' }))
      .thenFails('validation', Messages.replyToOutsideThread);
  });
});

describe('mentions', () => {
  const active = (userID: number) => ({ userID, active: true });

  it('records the mentioned users once each, in the order named, never the author', () => {
    const mentioning = comment('c-1', { mentions: { users: [active(9), active(7), active(8), active(9)], here: false, projectMembers: [] } });
    given([])
      .when(mentioning)
      .then([added(mentioning, null, [9, 8])]);
  });

  it("expands '@here' to the project's members, the author left out", () => {
    const here = comment('c-1', { mentions: { users: [active(3)], here: true, projectMembers: [7, 8, 3, 12] } });
    given([])
      .when(here)
      .then([added(here, null, [3, 8, 12])]);
  });

  it('refuses a user who does not exist or is deactivated, naming mentionedUsers', () => {
    const refusal = given([])
      .when(comment('c-1', { mentions: { users: [active(9), { userID: 404, active: false }], here: false, projectMembers: [] } }))
      .thenFails('validation', Messages.mentionUnknown);
    expect(refusal.fields).toEqual({ mentionedUsers: Messages.mentionUnknown });
  });

  it('keeps the anonymous toggle and the scene version the comment was made on', () => {
    const anonymous = comment('c-1', { anonymous: true, sceneVersion: null });
    given([])
      .when(anonymous)
      .then([added(anonymous)]);
  });
});

describe('the thread stream', () => {
  it('is one stream per scene, and reserves each comment id so a call naming only the comment finds its scene', () => {
    expect(sceneCommentsAggregate.streamId('s-1')).toBe('scenecomments-s-1');
    const event = added(first);
    expect(sceneCommentsAggregate.claimsOf([event], sceneCommentsAggregate.initialState, first)).toEqual({ reserve: [sceneCommentsAggregate.key('comment', 'c-1')] });
  });
});

describe('a scene at its limit of comments', () => {
  const full = Array.from({ length: ReviewLimits.maxCommentsPerScene }, (_, i) => added(comment(`c-${i}`)));

  it('refuses one more, comment or reply', () => {
    given(full).when(comment('c-new')).thenFails('conflict');
    given(full)
      .when(comment('c-new', { parentCommentID: 'c-0' }))
      .thenFails('conflict');
  });

  it('still takes the last one below the limit', () => {
    const last = comment('c-last');
    given(full.slice(1))
      .when(last)
      .then([added(last)]);
  });
});
