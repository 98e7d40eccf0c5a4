import { z } from 'zod';
import { textField } from '../kernel/text';

const projectGroupID = z.string();

/** Card-board ids are texts a client sends (updateGroupTrelloData), so they go through the text field builder. */
const boardID = textField({ min: 1, max: 100 });

export const TrelloBoards = z.array(z.object({ id: boardID, lists: z.array(z.object({ id: boardID, taskID: z.number().int().min(0).max(5) })).max(100) })).max(100);

export const FolderEvents = {
  FolderCreated: z.object({ projectGroupID, name: z.string() }),
  FolderArchived: z.object({ projectGroupID }),
  FolderDeleted: z.object({ projectGroupID }),
  FolderRevived: z.object({ projectGroupID }),
  FolderTrelloDataUpdated: z.object({ projectGroupID, boards: TrelloBoards }),
} as const;
