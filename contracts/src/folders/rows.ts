// A row of the folders read model's `folders` table, as its projector folds it and the query API
// reads it. Only the shape: the SQL stays on each side.
import type { TrelloBoards } from './events';
import type { z } from 'zod';

export interface FolderRow {
  project_group_id: string;
  name: string;
  status: number;
  created_on: Date;
  trello: { boards: z.infer<typeof TrelloBoards> };
  /** Its projects, counted by the projector from the project events. */
  projects: number;
}
