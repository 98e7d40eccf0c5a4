// The review benchmark's comments: `count` top-level comments spread over a minute of media, every
// fifth with a drawing (pen strokes and a box at their largest: 200 points), every third with a reply.
import { ReviewLimits } from '@wb/contracts';
import { canvasStyle, penPathData, type DrawnShape } from '../annotations/shapes';
import type { PanelComment } from '../comments/model';

export const BENCH_DURATION = 60_000;

const stroke = (i: number, k: number): DrawnShape => ({
  id: `p-${i}-${k}`,
  type: 'pen',
  attributes: {
    ...canvasStyle,
    d: penPathData(Array.from({ length: ReviewLimits.maxPenPoints }, (_, n) => ({ x: 100 + n * 4, y: 300 + k * 150 + 60 * Math.sin((n + i) / 8) }))),
  },
});

const drawingOf = (i: number): DrawnShape[] => [stroke(i, 0), stroke(i, 1), { id: `b-${i}`, type: 'box', attributes: { ...canvasStyle, x: 200, y: 150, width: 400, height: 250 } }];

const base = (i: number, text: string): PanelComment => ({
  commentID: `c-${i}`,
  author: { givenName: i % 7 === 0 ? '' : 'Reviewer', familyName: String(i % 13) },
  mine: i % 11 === 0,
  anonymous: i % 17 === 0,
  text,
  time: Math.round((i * 7919) % BENCH_DURATION),
  parentCommentID: null,
  replyToCommentID: null,
  shapes: [],
  resolved: false,
  createdOn: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  replies: [],
});

export const syntheticComments = (count: number, withDrawings: number): PanelComment[] =>
  Array.from({ length: count }, (_, i) => {
    const drawn = i % Math.max(1, Math.floor(count / Math.max(1, withDrawings))) === 0 && i / Math.max(1, Math.floor(count / withDrawings)) < withDrawings;
    const comment = base(i, `Comment ${i}: the arrow should come in a little later, and the label is hard to read at this size.`);
    return {
      ...comment,
      shapes: drawn ? drawingOf(i) : [],
      resolved: i % 9 === 0,
      replies: i % 3 === 0 ? [{ ...base(count + i, `Reply to ${i}: agreed, moved it.`), commentID: `r-${i}`, parentCommentID: comment.commentID, time: null }] : [],
    };
  });
