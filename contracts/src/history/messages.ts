import type { MessageTable } from '../kernel/messages';

// Ours: the spec words no refusal for history (docs/decisions/history.md).
export const HistoryMessages = {
  historyNotAllowed: "You may not see this history: it is for admins and the project's members.",
} as const satisfies MessageTable;
