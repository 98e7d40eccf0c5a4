// The review turnaround call (ours; issue 21: a metric computed backwards over all history). Admins who
// may see analytics read it (docs/decisions/reviewTurnaround.md).
import { z } from 'zod';
import { grant } from '../kernel/access';
import { id } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { ReviewTurnaroundLimits } from './constants';
import { monthInput } from './fields';
import { ReviewTurnaroundMessages as M } from './messages';
import { ReviewTurnaroundAnswer } from './models';

const admin = {
  getReviewTurnaround: defineCall({
    path: '/admin/getReviewTurnaround',
    method: 'POST',
    kind: 'query',
    reads: ['reviewTurnaround'],
    access: grant('admin.analytics'),
    summary: `Review turnaround per project per month (UTC) of the comments made: median hours to resolution, resolved and open, review rounds per scene; from and to (YYYY-MM, both included) and projectID narrow it; at most ${ReviewTurnaroundLimits.maxRows} rows`,
    input: z
      .object({ from: monthInput.optional(), to: monthInput.optional(), projectID: id.optional() })
      .refine((i) => i.from === undefined || i.to === undefined || i.from <= i.to, { message: M.reviewTurnaroundMonthOrder, path: ['to'] })
      .prefault({}),
    output: ReviewTurnaroundAnswer,
  }),
} as const;

export const reviewTurnaroundCalls = { admin } as const;
