import type { FileCommentThread, ReviewFile } from '@wb/contracts';
import { findComment, hasOpenComments, markersOf, shownVersionOf, videoSourceOf } from './reviewState';

const media = (over: Partial<NonNullable<ReviewFile['media']>> = {}): NonNullable<ReviewFile['media']> => ({
  durationMs: 10_000,
  frameRate: 30,
  width: 320,
  height: 240,
  playable: true,
  proxyUrl: null,
  posterUrl: null,
  state: 'ready',
  ...over,
});

const video = (over: Partial<ReviewFile> = {}): ReviewFile => ({
  fileID: 'f-1',
  name: 'cut.mp4',
  type: 'video',
  extension: 'mp4',
  createdOn: '2026-01-01T00:00:00.000Z',
  version: 2,
  versions: [
    { version: 1, url: '/v1.mp4', createdOn: '2026-01-01T00:00:00.000Z', size: 10 },
    { version: 2, url: '/v2.mp4', createdOn: '2026-01-02T00:00:00.000Z', size: 20 },
  ],
  url: '/v2.mp4',
  media: media(),
  svgStats: null,
  fileExports: [],
  user: { name: 'Ada' },
  ...over,
});

const comment = (commentID: string, over: Partial<FileCommentThread> = {}): FileCommentThread => ({
  commentID,
  projectID: 'p-1',
  fileID: 'f-1',
  fileVersion: 1,
  author: { userID: 1, givenName: 'Ada', familyName: 'Lovelace' },
  anonymous: false,
  text: 'Too early',
  timestamp: 210,
  parentCommentID: null,
  replyToCommentID: null,
  annotations: [],
  status: 0,
  resolved: null,
  mentionedUserIDs: [],
  createdOn: '2026-01-01T00:00:00.000Z',
  replies: [],
  ...over,
});

describe('the comment a deep link names', () => {
  const reply = { ...comment('r-1', { parentCommentID: 'c-1', timestamp: null }) };
  const threads = [comment('c-1', { replies: [reply] }), comment('c-2', { timestamp: 30 })];

  it('is a top-level comment, or a reply with the thread it seeks to', () => {
    expect(findComment(threads, 'c-2')?.thread.commentID).toBe('c-2');
    expect(findComment(threads, 'r-1')?.comment.commentID).toBe('r-1');
    expect(findComment(threads, 'r-1')?.thread.timestamp).toBe(210);
    expect(findComment(threads, 'nope')).toBeNull();
    expect(findComment(threads, null)).toBeNull();
  });

  it('puts one marker per top-level comment with a time', () => {
    const markers = markersOf([...threads, comment('c-3', { timestamp: null }), comment('c-4', { status: 1, text: '' })]);
    expect(markers.map((m) => [m.commentID, m.frame, m.resolved, m.label])).toEqual([
      ['c-1', 210, false, 'Too early'],
      ['c-2', 30, false, 'Too early'],
      ['c-4', 210, true, 'Drawing'],
    ]);
  });
});

describe('the version shown', () => {
  it('is the version a comment was made on, saying so, until the current one is asked for', () => {
    expect(shownVersionOf(video(), null, 1, false)).toEqual({ version: 1, url: '/v1.mp4', madeOn: 1 });
    expect(shownVersionOf(video(), null, 1, true)).toEqual({ version: 2, url: '/v2.mp4', madeOn: null });
    expect(shownVersionOf(video(), null, 2, false)).toEqual({ version: 2, url: '/v2.mp4', madeOn: null });
  });

  it('is the version the address asks for, else the current one', () => {
    expect(shownVersionOf(video(), 1, null, false)).toEqual({ version: 1, url: '/v1.mp4', madeOn: null });
    expect(shownVersionOf(video(), 9, null, false)).toEqual({ version: 2, url: '/v2.mp4', madeOn: null });
  });
});

describe('what the video element plays', () => {
  const current = { version: 2, url: '/v2.mp4', madeOn: null };

  it('plays a playable video as stored', () => {
    expect(videoSourceOf(video(), current)).toEqual({ kind: 'play', url: '/v2.mp4', poster: null });
  });

  it('plays the proxy of a video the browser cannot play, and says it is preparing until it exists', () => {
    expect(videoSourceOf(video({ media: media({ playable: false, proxyUrl: '/proxy.mp4', posterUrl: '/poster.jpg' }) }), current)).toEqual({
      kind: 'play',
      url: '/proxy.mp4',
      poster: '/poster.jpg',
    });
    expect(videoSourceOf(video({ media: media({ playable: false, state: 'processing' }) }), current)).toEqual({ kind: 'preparing' });
    expect(videoSourceOf(video({ media: media({ playable: false, state: 'failed' }) }), current)).toEqual({ kind: 'failed' });
  });

  it("plays an older version as stored (the proxy is the current version's)", () => {
    expect(videoSourceOf(video({ media: media({ playable: false, state: 'processing' }) }), { version: 1, url: '/v1.mp4', madeOn: 1 })).toEqual({ kind: 'play', url: '/v1.mp4', poster: null });
  });
});

describe("the header's dot", () => {
  it('shows for a file with unresolved comments only', () => {
    const counts = [
      { fileID: 'f-1', open: 2 },
      { fileID: 'f-2', open: 0 },
      { fileID: -1 as const, open: 3 },
    ];
    expect(hasOpenComments(counts, 'f-1')).toBe(true);
    expect(hasOpenComments(counts, 'f-2')).toBe(false);
    expect(hasOpenComments(counts, null)).toBe(false);
    expect(hasOpenComments(undefined, 'f-1')).toBe(false);
  });
});
