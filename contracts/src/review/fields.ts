// Field schemas of the review calls, each bounded: the text, the time in the scene, the drawn shapes
// (pen strokes and boxes on the 1000x1000 annotation stage) and the mentioned users.
import { z } from 'zod';
import { userID } from '../kernel/fields';
import { textField } from '../kernel/text';
import { sceneID } from '../scenes/fields';
import { ReviewLimits } from './constants';
import { penPathProblem } from './penPath';

const { drawingSize, maxShapes, maxStrokeWidth, maxPenPathLength, maxMentions, maxCommentsPerDelete, maxScenesPerCommentsCall } = ReviewLimits;

export const commentID = textField({ trim: true, min: 1, minMessage: 'Required', max: 64 });
/** May be empty: a comment may be only a drawing (decide holds the rules of empty text). */
export const commentText = textField({ trim: true, max: ReviewLimits.maxCommentLength });
export const commentTimestamp = z.number().finite().min(0, 'At least 0 ms').max(ReviewLimits.maxTimestamp, `At most ${ReviewLimits.maxTimestamp} ms`);
export const commentIDs = z.array(commentID).min(1, 'Choose at least one').max(maxCommentsPerDelete, `At most ${maxCommentsPerDelete}`);
export const commentSceneIDs = z.array(sceneID).min(1, 'Choose at least one').max(maxScenesPerCommentsCall, `At most ${maxScenesPerCommentsCall}`);

const coordinate = z.number().finite().min(0, 'Inside the drawing (at least 0)').max(drawingSize, `Inside the drawing (at most ${drawingSize})`);
const shapeID = textField({ trim: true, min: 1, minMessage: 'Required', max: 64 });
const stroke = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #ff0000')
  .max(7);
const strokeWidth = z.number().finite().min(1, 'At least 1').max(maxStrokeWidth, `At most ${maxStrokeWidth}`);
const opacity = z.number().finite().min(0, 'At least 0').max(1, 'At most 1').optional();
const d = z
  .string()
  .max(maxPenPathLength, `At most ${maxPenPathLength} characters`)
  .superRefine((path, ctx) => {
    const problem = penPathProblem(path);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

const pen = z.object({ id: shapeID, type: z.literal('pen'), attributes: z.object({ d, stroke, strokeWidth, opacity }) });
const box = z.object({
  id: shapeID,
  type: z.literal('box'),
  attributes: z.object({ x: coordinate, y: coordinate, width: coordinate, height: coordinate, stroke, strokeWidth, opacity }),
});

/** The drawn shapes of a comment: at most maxShapes pen strokes and boxes (common contract item 1). */
export const annotations = z.array(z.discriminatedUnion('type', [pen, box])).max(maxShapes, `At most ${maxShapes} shapes`);

/** A mentioned user: their id (or {userID}), or 'here' for every member of the project. */
export const mentionedUsers = z.array(z.union([z.literal('here'), userID, z.object({ userID })], "A user id, {userID} or 'here'")).max(maxMentions, `At most ${maxMentions}`);
