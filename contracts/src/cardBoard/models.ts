// What the card-board calls answer (spec 000 sections 3 and 7): a card to choose, a board and its
// lists, a card's data, and the link a project holds (Project data.trello).
import { z } from 'zod';

export const CardChoice = z.object({ id: z.string(), name: z.string() });
export type CardChoice = z.infer<typeof CardChoice>;

export const BoardList = z.object({ id: z.string(), name: z.string() });
export type BoardList = z.infer<typeof BoardList>;

export const BoardData = z.object({ board: z.object({ id: z.string(), name: z.string() }), lists: z.array(BoardList) });
export type BoardData = z.infer<typeof BoardData>;

export const CardData = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  /** ISO date and time, or null without one. */
  due: z.string().nullable(),
  dueComplete: z.boolean(),
  idBoard: z.string(),
  idList: z.string(),
  /** The card's list; null when the card board does not find it (shown as '[LIST NOT FOUND]'). */
  list: BoardList.nullable(),
  dateLastActivity: z.string().nullable(),
});
export type CardData = z.infer<typeof CardData>;

/** A project's link to its card, as the project shows it (its data.trello). */
export const CardLink = z.object({
  projectID: z.string(),
  id: z.string(),
  url: z.string(),
  name: z.string(),
  due: z.string().nullable(),
  dueComplete: z.boolean(),
  dateLastActivity: z.string().nullable(),
  linkedOn: z.string(),
});
export type CardLink = z.infer<typeof CardLink>;

/** The project holding a card, answered with the conflict of linking it again. */
export const ExistingProject = z.object({ projectID: z.string(), name: z.string() });
export type ExistingProject = z.infer<typeof ExistingProject>;
