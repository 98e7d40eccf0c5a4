// The folders area: folders (project groups) and their card-board boards.
import { defineArea } from '../kernel/area';
import { folderCalls } from './calls';
import { FolderErrorCode } from './errors';
import { FolderEvents } from './events';
import { FolderMessages } from './messages';

export * from './models';
export type { FolderRow } from './rows';
export { FolderEvents, TrelloBoards } from './events';

export const foldersArea = defineArea({
  name: 'folders',
  calls: folderCalls,
  events: FolderEvents,
  errors: FolderErrorCode,
  messages: FolderMessages,
  readModels: ['folders'],
});
