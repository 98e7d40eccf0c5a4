import type { MessageTable } from '../kernel/messages';

// Ours: the spec words no refusal for this read (docs/decisions/reviewTurnaround.md).
export const ReviewTurnaroundMessages = {
  reviewTurnaroundMonth: 'A month is written as YYYY-MM, e.g. 2026-11.',
  reviewTurnaroundMonthOrder: 'The last month comes before the first.',
} as const satisfies MessageTable;
