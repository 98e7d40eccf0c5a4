// Field schemas of the file comment calls, each bounded.
import { z } from 'zod';
import { id } from '../kernel/fields';
import { textField } from '../kernel/text';
import { CommentLimits, PROJECT_LEVEL_FILE_ID } from './constants';

export const fileCommentID = textField({ trim: true, min: 1, minMessage: 'Required', max: 64 });
/** A file of the project, or -1 for the project's own comments (spec 000). */
export const commentFileID = z.union([z.literal(PROJECT_LEVEL_FILE_ID), id]);
/** May be empty: a top-level comment may be only a drawing (decide holds the rules of empty text). */
export const fileCommentText = textField({ trim: true, max: CommentLimits.maxCommentLength });
/** A video's frame at 30 fps (spec 002: timestamp), an integer. */
export const commentFrame = z.number().int('A whole frame number (30 frames a second)').min(0, 'At least 0').max(CommentLimits.maxTimestampFrame, `At most ${CommentLimits.maxTimestampFrame}`);
/** A mentioned user: a user id, or '@here' for every member of the project. */
export const mention = z.union([z.number().int().positive('A user id'), z.literal('@here')]);
export const mentionedUsers = z.array(mention).max(CommentLimits.maxMentions, `At most ${CommentLimits.maxMentions} mentions`);
export const printType = z.enum(['svg', 'image', 'video', 'all'], 'Choose one of: svg, image, video, all');
