import { z } from 'zod';

const projectGroupID = z.string();

export const TrelloBoards = z.array(
  z.object({ id: z.string().min(1).max(100), lists: z.array(z.object({ id: z.string().min(1).max(100), taskID: z.number().int().min(0).max(5) })).max(100) }),
).max(100);

export const FolderEvents = {
  FolderCreated: z.object({ projectGroupID, name: z.string() }),
  FolderArchived: z.object({ projectGroupID }),
  FolderDeleted: z.object({ projectGroupID }),
  FolderRevived: z.object({ projectGroupID }),
  FolderTrelloDataUpdated: z.object({ projectGroupID, boards: TrelloBoards }),
} as const;
