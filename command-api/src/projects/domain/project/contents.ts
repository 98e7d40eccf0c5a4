// The contents page's settings of a project (spec 000 sections 2, 4, 5, 7): links unique by URL, the
// due date (none, set, completed, edited or cleared) and the thumbnail (docs/decisions/projectContents.md).
import { Messages, ProjectContentsLimits, ProjectStatus, type ProjectLink } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import { attachRefusal, type StoredLookup } from '../../../uploads/domain/storedFile';
import type { Project, ProjectEvent, ProjectState } from './state';

export type ProjectContentsCommand =
  | { type: 'AddProjectLink'; projectID: string; link: ProjectLink }
  | { type: 'RemoveProjectLink'; projectID: string; url: string }
  /** dueDate YYYY-MM-DD, or null to clear it. */
  | { type: 'SetProjectDueDate'; projectID: string; dueDate: string | null }
  /** time: when the command was made (its metadata), the Completed on date. */
  | { type: 'CompleteProjectDueDate'; projectID: string; time: string }
  /** stored: what the thumbnail's address holds (null when removing it). */
  | { type: 'SetProjectThumbnail'; projectID: string; thumbnail: string | null; stored: StoredLookup | null; actorID: number };

const THUMBNAIL = { field: 'thumbnail', purpose: 'projectThumbnail', otherPurpose: Messages.notAProjectThumbnail } as const;

const linkDecision = (command: Extract<ProjectContentsCommand, { type: 'AddProjectLink' | 'RemoveProjectLink' }>, state: ProjectState): Decision<ProjectEvent> => {
  const { projectID } = state;
  if (command.type === 'RemoveProjectLink') {
    if (!state.links.some((l) => l.url === command.url)) return domainError('notFound', Messages.projectLinkNotFound, { fields: { url: Messages.projectLinkNotFound } });
    return [{ type: 'ProjectLinkRemoved', data: { projectID, url: command.url } }];
  }
  if (state.links.some((l) => l.url === command.link.url)) return domainError('conflict', Messages.linkExists, { fields: { 'link.url': Messages.linkExists } });
  if (state.links.length >= ProjectContentsLimits.maxLinks) return domainError('validation', Messages.tooManyLinks(ProjectContentsLimits.maxLinks));
  return [{ type: 'ProjectLinkAdded', data: { projectID, link: command.link } }];
};

const dueDecision = (command: Extract<ProjectContentsCommand, { type: 'SetProjectDueDate' | 'CompleteProjectDueDate' }>, state: ProjectState): Decision<ProjectEvent> => {
  const { projectID, due } = state;
  if (command.type === 'CompleteProjectDueDate') {
    if (due.date === null) return domainError('invalidState', Messages.noDueDate);
    // Completed already: a retry or a second tab; the first Completed on date stands.
    if (due.completedOn !== null) return [];
    return [{ type: 'ProjectDueDateCompleted', data: { projectID, completedOn: command.time } }];
  }
  if (command.dueDate === null) return due.date === null ? [] : [{ type: 'ProjectDueDateCleared', data: { projectID } }];
  if (command.dueDate === due.date) return [];
  return [{ type: 'ProjectDueDateSet', data: { projectID, dueDate: command.dueDate } }];
};

const thumbnailDecision = (command: Extract<ProjectContentsCommand, { type: 'SetProjectThumbnail' }>, state: ProjectState): Decision<ProjectEvent> => {
  if (command.thumbnail === state.thumbnail) return [];
  if (command.thumbnail !== null) {
    const refused = attachRefusal(command.stored ?? 'noFile', command.actorID, THUMBNAIL);
    if (refused) return refused;
  }
  return [{ type: 'ProjectThumbnailChanged', data: { projectID: state.projectID, thumbnail: command.thumbnail } }];
};

export const decideContents = (command: ProjectContentsCommand, state: Project): Decision<ProjectEvent> => {
  if (state === null) return domainError('notFound', 'That project was not found.');
  if (state.status === ProjectStatus.Deleted) return domainError('invalidState', Messages.deletedProjectUnchanged);
  switch (command.type) {
    case 'AddProjectLink':
    case 'RemoveProjectLink':
      return linkDecision(command, state);
    case 'SetProjectDueDate':
    case 'CompleteProjectDueDate':
      return dueDecision(command, state);
    case 'SetProjectThumbnail':
      return thumbnailDecision(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
