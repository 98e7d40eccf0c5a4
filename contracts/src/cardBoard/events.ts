// Events of a project's link to a card of the card board (stream cardlink-<projectID>; past tense,
// schema version 1). What the card showed when linked is kept, so the project shows it without asking.
import { z } from 'zod';

const projectID = z.string();
const cardId = z.string();
const due = z.string().nullable();

export const CardBoardEvents = {
  TrelloCardLinked: z.object({ projectID, cardId, url: z.string(), name: z.string(), due, dueComplete: z.boolean(), dateLastActivity: z.string().nullable() }),
  TrelloCardUnlinked: z.object({ projectID, cardId }),
  TrelloCardDueUpdated: z.object({ projectID, cardId, due, dueComplete: z.boolean() }),
} as const;
