import type { HistoryEntityType } from '@wb/contracts';

/** Each kind of entity a history is kept for, as the screens name it. */
export const entityTypeWords: Readonly<Record<HistoryEntityType, string>> = {
  project: 'Project',
  folder: 'Folder',
  user: 'User',
  kit: 'Kit',
  file: 'File',
  scene: 'Scene',
  commentThread: 'Comment thread',
};
