// The working state of the fold (fold.ts): maps keyed by id, turned into the answer's lists at the end.
import type { AsOfCard, AsOfComment, AsOfFile, AsOfScene, AsOfTask } from '@wb/contracts';

export interface FileState extends Omit<AsOfFile, 'tags'> {
  readonly tags: Map<string, string>;
  /** Uploaded into this project, or linked to it (a file of the library may be linked and unlinked). */
  uploadedHere: boolean;
  linked: boolean;
  deleted: boolean;
}

export interface CommentState extends Omit<AsOfComment, 'author' | 'resolvedBy'> {
  authorID: number | null;
  resolvedByID: number | null;
}

export interface TaskState extends Omit<AsOfTask, 'assignee'> {
  assigneeID: number;
  /** Whether the task is of this project now (a task may be moved to another project). */
  here: boolean;
}

export interface FoldState {
  card: (Omit<AsOfCard, 'folders'> & { folderIDs: string[] }) | null;
  readonly members: number[];
  readonly files: Map<string, FileState>;
  readonly comments: Map<string, CommentState>;
  readonly scenes: Map<string, AsOfScene & { deleted: boolean }>;
  readonly tasks: Map<string, TaskState>;
  /** Hours by `${taskID}|${userID}|${date}`. */
  readonly tracking: Map<string, { taskID: number; userID: number; date: string; hours: number }>;
}

export const emptyFoldState = (): FoldState => ({ card: null, members: [], files: new Map(), comments: new Map(), scenes: new Map(), tasks: new Map(), tracking: new Map() });
