// The bounded input of the review turnaround read: calendar months as YYYY-MM (UTC, as the read model
// files each comment by the month of its metadata.time).
import { z } from 'zod';
import { ReviewTurnaroundMessages as M } from './messages';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthInput = z.string(M.reviewTurnaroundMonth).max(7, M.reviewTurnaroundMonth).regex(MONTH, M.reviewTurnaroundMonth);
