// Project rules (spec 000 sections 4-6): unique names, status transitions by owners and admins,
// joining on open, subscriptions, folder membership.
import { Messages, ProjectStatus, isProjectAdmin, satisfies, uniqueNameKey } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError, type DomainError } from '../../../shared/domain/domainError';
import type { Actor } from '../../../shared/domain/actor';
import { isUsableFolder, type Folder } from '../../../folders/domain/folder/state';
import type { Project, ProjectEvent, ProjectState } from './state';
import { decideContents, type ProjectContentsCommand } from './contents';

export interface FolderRef {
  readonly projectGroupID: string;
  readonly folder: Folder;
}

export type ProjectCommand =
  | { type: 'CreateProject'; projectID: string; name: string; groups: readonly FolderRef[]; userID: number; nameHolder: Project }
  | { type: 'RenameProject'; projectID: string; name: string; nameHolder: Project }
  | { type: 'ChangeProjectStatus'; projectID: string; status: ProjectStatus; actor: Actor }
  | { type: 'AccessProject'; projectID: string; userID: number }
  | { type: 'SetSubscription'; projectID: string; userIDs: readonly number[]; knownUserIDs: readonly number[]; subscribed: boolean; actor: Actor }
  | { type: 'AddProjectToFolder'; projectID: string; target: FolderRef }
  | { type: 'RemoveProjectFromFolder'; projectID: string; target: FolderRef }
  | ProjectContentsCommand;

export const projectNotFound = (): DomainError => domainError('notFound', 'That project was not found.');
export const folderNotFound = (): DomainError => domainError('notFound', 'That folder was not found.');

/** The answer to a name held by another project: Join it, or Revive it when deleted. */
const nameTaken = (holder: ProjectState): DomainError =>
  holder.status === ProjectStatus.Deleted
    ? domainError('projectNameDeleted', Messages.projectExistsDeleted, { details: { projectID: holder.projectID } })
    : domainError('projectNameTaken', Messages.projectExists, { details: { projectID: holder.projectID } });

const create = (command: Extract<ProjectCommand, { type: 'CreateProject' }>, state: Project): Decision<ProjectEvent> => {
  // A holder that is this very project is a concurrent try of the same idempotent create.
  if (command.nameHolder !== null && command.nameHolder.projectID !== command.projectID) return nameTaken(command.nameHolder);
  if (state !== null) return domainError('conflict', 'A project with that id already exists.');
  if (command.groups.some((g) => !isUsableFolder(g.folder))) return folderNotFound();
  const groups = [...new Set(command.groups.map((g) => g.projectGroupID))];
  return [{ type: 'ProjectCreated', data: { projectID: command.projectID, name: command.name, groups, ownerUserID: command.userID } }];
};

const rename = (command: Extract<ProjectCommand, { type: 'RenameProject' }>, state: Project): Decision<ProjectEvent> => {
  if (state === null) return projectNotFound();
  if (state.status === ProjectStatus.Deleted) return domainError('invalidState', 'A deleted project cannot be renamed. Revive it first.');
  if (command.name === state.name) return [];
  const holder = command.nameHolder;
  if (uniqueNameKey(command.name) !== uniqueNameKey(state.name) && holder !== null && holder.projectID !== state.projectID) return nameTaken(holder);
  return [{ type: 'ProjectRenamed', data: { projectID: state.projectID, name: command.name, previousName: state.name } }];
};

const PROJECT_EDIT = 'content.projects-edit';

/**
 * Who may move a project to `status` (spec 000 sections 4 and 6): admins of projects always; else a
 * holder of project edit who owns it, or anyone with project edit reviving a deleted project (the
 * New project dialog offers Revive to whoever types a deleted project's name).
 */
const statusRefusal = (command: Extract<ProjectCommand, { type: 'ChangeProjectStatus' }>, state: ProjectState): DomainError | null => {
  const { userID, grants } = command.actor;
  if (isProjectAdmin(grants)) return null;
  if (!satisfies(grants, PROJECT_EDIT)) return domainError('forbidden', Messages.missingGrant(PROJECT_EDIT), { details: { grant: PROJECT_EDIT } });
  const revivingDeleted = state.status === ProjectStatus.Deleted && command.status === ProjectStatus.Active;
  if (revivingDeleted || state.owners.includes(userID)) return null;
  return domainError('forbidden', Messages.onlyOwners);
};

const changeStatus = (command: Extract<ProjectCommand, { type: 'ChangeProjectStatus' }>, state: Project): Decision<ProjectEvent> => {
  if (state === null) return projectNotFound();
  const refusal = statusRefusal(command, state);
  if (refusal) return refusal;
  const { projectID } = state;
  // Asking for the status it already has is a retry or a stale screen: nothing to do.
  if (command.status === state.status) return [];
  switch (command.status) {
    case ProjectStatus.Archived:
      if (state.status === ProjectStatus.Deleted) return domainError('invalidState', 'A deleted project cannot be archived. Revive it first.');
      return [{ type: 'ProjectArchived', data: { projectID } }];
    case ProjectStatus.Deleted:
      return [{ type: 'ProjectDeleted', data: { projectID } }];
    case ProjectStatus.Active:
      return [{ type: 'ProjectRevived', data: { projectID } }];
    default: {
      const _exhaustive: never = command.status;
      return _exhaustive;
    }
  }
};

const access = (command: Extract<ProjectCommand, { type: 'AccessProject' }>, state: Project): Decision<ProjectEvent> => {
  if (state === null) return projectNotFound();
  const { projectID } = state;
  const accessed: ProjectEvent = { type: 'ProjectAccessed', data: { projectID, userID: command.userID } };
  // Opening a project one is not a member of is the client's "Join project".
  if (state.members.includes(command.userID)) return [accessed];
  return [accessed, { type: 'ProjectMemberJoined', data: { projectID, userID: command.userID } }];
};

const setSubscription = (command: Extract<ProjectCommand, { type: 'SetSubscription' }>, state: Project): Decision<ProjectEvent> => {
  if (state === null) return projectNotFound();
  const targets = command.userIDs.length === 0 ? [command.actor.userID] : [...new Set(command.userIDs)];
  if (targets.some((u) => u !== command.actor.userID) && !satisfies(command.actor.grants, PROJECT_EDIT)) {
    return domainError('forbidden', Messages.missingGrant(PROJECT_EDIT), { details: { grant: PROJECT_EDIT } });
  }
  const unknown = targets.find((u) => u !== command.actor.userID && !command.knownUserIDs.includes(u));
  if (unknown !== undefined) return domainError('notFound', `User ${unknown} was not found.`);
  const { projectID } = state;
  return targets
    .filter((userID) => state.subscribers.includes(userID) !== command.subscribed)
    .map((userID): ProjectEvent => ({ type: command.subscribed ? 'ProjectSubscribed' : 'ProjectUnsubscribed', data: { projectID, userID } }));
};

const addToFolder = (command: Extract<ProjectCommand, { type: 'AddProjectToFolder' }>, state: Project): Decision<ProjectEvent> => {
  if (!isUsableFolder(command.target.folder)) return folderNotFound();
  if (state === null) return projectNotFound();
  if (state.groups.includes(command.target.projectGroupID)) return [];
  return [{ type: 'ProjectAddedToFolder', data: { projectID: state.projectID, projectGroupID: command.target.projectGroupID } }];
};

const removeFromFolder = (command: Extract<ProjectCommand, { type: 'RemoveProjectFromFolder' }>, state: Project): Decision<ProjectEvent> => {
  if (!isUsableFolder(command.target.folder)) return folderNotFound();
  if (state === null) return projectNotFound();
  if (!state.groups.includes(command.target.projectGroupID)) return [];
  return [{ type: 'ProjectRemovedFromFolder', data: { projectID: state.projectID, projectGroupID: command.target.projectGroupID } }];
};

export const decide = (command: ProjectCommand, state: Project): Decision<ProjectEvent> => {
  switch (command.type) {
    case 'CreateProject':
      return create(command, state);
    case 'RenameProject':
      return rename(command, state);
    case 'ChangeProjectStatus':
      return changeStatus(command, state);
    case 'AccessProject':
      return access(command, state);
    case 'SetSubscription':
      return setSubscription(command, state);
    case 'AddProjectToFolder':
      return addToFolder(command, state);
    case 'RemoveProjectFromFolder':
      return removeFromFolder(command, state);
    case 'AddProjectLink':
    case 'RemoveProjectLink':
    case 'SetProjectDueDate':
    case 'CompleteProjectDueDate':
    case 'SetProjectThumbnail':
      return decideContents(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
