// What folder queries answer (spec 000 section 3).
import { z } from 'zod';
import { TrelloBoards } from './events';

export const ProjectGroup = z.object({
  projectGroupID: z.string(),
  name: z.string(),
  status: z.number().int(),
  createdOn: z.string(),
  /** Number of active and archived projects in the folder. */
  projects: z.number().int(),
  data: z.object({ trello: z.object({ boards: TrelloBoards }) }),
});
export type ProjectGroup = z.infer<typeof ProjectGroup>;
