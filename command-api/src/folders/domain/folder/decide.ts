// Folder rules (spec 000 sections 4-5): unique names; a deleted folder's name offers revival;
// active -> archived or deleted; archived or deleted -> revived.
import { ProjectStatus, Messages, type TrelloBoards } from '@wb/contracts';
import type { z } from 'zod';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import type { Folder, FolderEvent } from './state';

export type FolderCommand =
  | { type: 'CreateFolder'; projectGroupID: string; name: string; nameHolder: Folder }
  | { type: 'ReviveFolder' }
  | { type: 'ArchiveFolder' }
  | { type: 'DeleteFolder' }
  | { type: 'UpdateFolderTrelloData'; boards: z.infer<typeof TrelloBoards> };

export const folderNotFound = (): DomainError => domainError('notFound', 'That folder was not found.');

/**
 * A name held by a deleted folder decides nothing: the call answers projectGroup null and the client
 * offers to revive that folder (spec: 'Oh oh, that folder already exists, but was deleted.').
 */
const create = (command: Extract<FolderCommand, { type: 'CreateFolder' }>, state: Folder): Decision<FolderEvent> => {
  // A holder that is this very folder is a concurrent try of the same idempotent create.
  const holder = command.nameHolder?.projectGroupID === command.projectGroupID ? null : command.nameHolder;
  if (holder !== null) return holder.status === ProjectStatus.Deleted ? [] : domainError('folderNameTaken', Messages.folderExists, { details: { projectGroupID: holder.projectGroupID } });
  if (state !== null) return domainError('conflict', 'A folder with that id already exists.');
  return [{ type: 'FolderCreated', data: { projectGroupID: command.projectGroupID, name: command.name } }];
};

const revive = (state: Folder): Decision<FolderEvent> => {
  if (state === null) return folderNotFound();
  if (state.status === ProjectStatus.Active) return domainError('invalidState', 'The folder is already active.');
  return [{ type: 'FolderRevived', data: { projectGroupID: state.projectGroupID } }];
};

const archive = (state: Folder): Decision<FolderEvent> => {
  if (state === null) return folderNotFound();
  if (state.status === ProjectStatus.Archived) return domainError('invalidState', 'The folder is already archived.');
  if (state.status === ProjectStatus.Deleted) return domainError('invalidState', 'A deleted folder cannot be archived. Revive it first.');
  return [{ type: 'FolderArchived', data: { projectGroupID: state.projectGroupID } }];
};

const remove = (state: Folder): Decision<FolderEvent> => {
  if (state === null) return folderNotFound();
  if (state.status === ProjectStatus.Deleted) return domainError('invalidState', 'The folder is already deleted.');
  return [{ type: 'FolderDeleted', data: { projectGroupID: state.projectGroupID } }];
};

const updateTrelloData = (command: Extract<FolderCommand, { type: 'UpdateFolderTrelloData' }>, state: Folder): Decision<FolderEvent> => {
  if (state === null || state.status === ProjectStatus.Deleted) return folderNotFound();
  if (JSON.stringify(command.boards) === JSON.stringify(state.boards)) return [];
  return [{ type: 'FolderTrelloDataUpdated', data: { projectGroupID: state.projectGroupID, boards: command.boards } }];
};

export const decide = (command: FolderCommand, state: Folder): Decision<FolderEvent> => {
  switch (command.type) {
    case 'CreateFolder':
      return create(command, state);
    case 'ReviveFolder':
      return revive(state);
    case 'ArchiveFolder':
      return archive(state);
    case 'DeleteFolder':
      return remove(state);
    case 'UpdateFolderTrelloData':
      return updateTrelloData(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
