import type { PanelComment } from '../../review';
import { MARKERS_KEY, readMarkersVisible } from './commentMarkersSetting';
import { commentMarkers } from './markers';

const comment = (commentID: string, time: number | null, parentCommentID: string | null = null): PanelComment => ({
  commentID,
  author: null,
  mine: false,
  anonymous: false,
  text: '',
  time,
  parentCommentID,
  replyToCommentID: parentCommentID,
  shapes: [],
  resolved: false,
  createdOn: '2026-01-01T00:00:00.000Z',
  replies: [],
});

describe('the timeline comment markers', () => {
  it('mark each top-level comment at its time in ruler pixels', () => {
    const markers = commentMarkers([comment('a', 2000), comment('b', 500)], 0.1, 10000);
    expect(markers.map((m) => [m.comment.commentID, m.x])).toEqual([
      ['a', 200],
      ['b', 50],
    ]);
  });

  it('skip replies and comments without a time, and keep a late comment on the ruler', () => {
    const markers = commentMarkers([comment('r', 1000, 'a'), comment('none', null), comment('late', 15000)], 0.1, 10000);
    expect(markers.map((m) => [m.comment.commentID, m.x])).toEqual([['late', 1000]]);
  });

  it('are shown unless timelineCommentsVisible says false', () => {
    const storage = (value: string | null) => ({ getItem: (key: string) => (key === MARKERS_KEY ? value : null) });
    expect(readMarkersVisible(storage(null))).toBe(true);
    expect(readMarkersVisible(storage('true'))).toBe(true);
    expect(readMarkersVisible(storage('false'))).toBe(false);
  });
});
