// Field schemas of the review calls, each bounded: the text, the time in the scene, and the drawn
// shapes (pen strokes and boxes on the 1000x1000 annotation stage).
import { z } from 'zod';
import { textField } from '../kernel/text';
import { ReviewLimits } from './constants';

const { drawingSize, maxShapes, maxPenPoints, maxStrokeWidth } = ReviewLimits;

export const commentID = textField({ trim: true, min: 1, minMessage: 'Required', max: 64 });
/** May be empty: a comment may be only a drawing (decide holds the rules of empty text). */
export const commentText = textField({ trim: true, max: ReviewLimits.maxCommentLength });
export const commentTimestamp = z.number().finite().min(0, 'At least 0 ms').max(ReviewLimits.maxTimestamp, `At most ${ReviewLimits.maxTimestamp} ms`);

const coordinate = z.number().finite().min(0, 'Inside the drawing (at least 0)').max(drawingSize, `Inside the drawing (at most ${drawingSize})`);
const shapeID = textField({ trim: true, min: 1, minMessage: 'Required', max: 64 });
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #ff0000')
  .max(7);
const strokeWidth = z.number().finite().min(1, 'At least 1').max(maxStrokeWidth, `At most ${maxStrokeWidth}`);

const pen = z.object({
  id: shapeID,
  type: z.literal('pen'),
  points: z
    .array(z.tuple([coordinate, coordinate]))
    .min(2, 'A stroke has at least 2 points')
    .max(maxPenPoints, `A stroke has at most ${maxPenPoints} points`),
  color,
  strokeWidth,
});
const box = z.object({ id: shapeID, type: z.literal('box'), x: coordinate, y: coordinate, width: coordinate, height: coordinate, color, strokeWidth });

/** The drawn shapes of a comment: at most maxShapes pen strokes and boxes. */
export const annotations = z.array(z.discriminatedUnion('type', [pen, box])).max(maxShapes, `At most ${maxShapes} shapes`);
