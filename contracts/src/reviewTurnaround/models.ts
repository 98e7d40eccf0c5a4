// What /admin/getReviewTurnaround answers: per project per month (UTC) of the comments made, how long
// their resolution took and how many review rounds the project's scenes went through
// (docs/decisions/reviewTurnaround.md defines a round).
import { z } from 'zod';

const figures = {
  /** YYYY-MM: the month the comments were made in. */
  month: z.string(),
  /** Top-level comments made in the month (file, project and scene comments; deleted ones leave). */
  comments: z.number().int(),
  /** Of those, resolved now. */
  resolved: z.number().int(),
  /** Of those, open now. */
  open: z.number().int(),
  /** The exact median of hours from comment to resolution over the resolved ones; null when none is resolved. */
  medianHours: z.number().nullable(),
  /** Review rounds of scenes that began in the month. */
  rounds: z.number().int(),
  /** Scenes those rounds were on. */
  scenes: z.number().int(),
  /** rounds / scenes; null when no scene was reviewed. */
  roundsPerScene: z.number().nullable(),
};

export const ReviewTurnaroundRow = z.object({ projectID: z.string(), projectName: z.string(), ...figures });
export type ReviewTurnaroundRow = z.infer<typeof ReviewTurnaroundRow>;

/** Every project of the answer together: medians over all their comments, not a median of medians. */
export const ReviewTurnaroundMonth = z.object(figures);
export type ReviewTurnaroundMonth = z.infer<typeof ReviewTurnaroundMonth>;

export const ReviewTurnaroundAnswer = z.object({
  /** Newest month first, then by project name. */
  rows: z.array(ReviewTurnaroundRow),
  /** Oldest month first (for a chart). */
  months: z.array(ReviewTurnaroundMonth),
  /** True when more project-months matched than rows holds; months count them all. */
  truncated: z.boolean(),
});
export type ReviewTurnaroundAnswer = z.infer<typeof ReviewTurnaroundAnswer>;
