import { olderVersionLabel, type PanelComment } from './model';

const comment = (sceneVersion: number | null | undefined): PanelComment => ({
  commentID: 'c',
  author: { givenName: 'Ada', familyName: 'Lovelace' },
  mine: false,
  anonymous: false,
  text: 'hi',
  time: 2000,
  parentCommentID: null,
  replyToCommentID: null,
  shapes: [],
  resolved: false,
  createdOn: '2026-01-01T00:00:00.000Z',
  replies: [],
  sceneVersion,
});

describe('a comment made on an older scene version', () => {
  it('says which version it was made on', () => {
    expect(olderVersionLabel(comment(2), 5)).toBe('Made on version 2');
  });

  it('says nothing when made on the version open, an unsaved scene, or outside a scene screen', () => {
    expect(olderVersionLabel(comment(5), 5)).toBeNull();
    expect(olderVersionLabel(comment(null), 5)).toBeNull();
    expect(olderVersionLabel(comment(undefined), 5)).toBeNull();
    expect(olderVersionLabel(comment(2), null)).toBeNull();
  });
});
