// The limits of the review turnaround read (ours: docs/decisions/reviewTurnaround.md).

export const ReviewTurnaroundLimits = {
  /** Project-month rows one answer holds at most, newest months first; `truncated` says when more matched. */
  maxRows: 2000,
} as const;
