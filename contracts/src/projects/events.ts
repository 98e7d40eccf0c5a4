import { z } from 'zod';
import { ProjectStatus } from '../kernel/constants';
import { ProjectLink } from './models';

const projectID = z.string();
const userID = z.number().int();

export const ProjectEvents = {
  ProjectCreated: z.object({ projectID, name: z.string(), groups: z.array(z.string()), ownerUserID: userID }),
  ProjectRenamed: z.object({ projectID, name: z.string(), previousName: z.string() }),
  ProjectArchived: z.object({ projectID }),
  ProjectDeleted: z.object({ projectID }),
  ProjectRevived: z.object({ projectID }),
  ProjectAccessed: z.object({ projectID, userID }),
  ProjectMemberJoined: z.object({ projectID, userID }),
  ProjectSubscribed: z.object({ projectID, userID }),
  ProjectUnsubscribed: z.object({ projectID, userID }),
  ProjectAddedToFolder: z.object({ projectID, projectGroupID: z.string() }),
  ProjectRemovedFromFolder: z.object({ projectID, projectGroupID: z.string() }),
  // The contents page's settings (docs/decisions/projectContents.md).
  ProjectLinkAdded: z.object({ projectID, link: ProjectLink }),
  ProjectLinkRemoved: z.object({ projectID, url: z.string() }),
  /** dueDate: YYYY-MM-DD. A new date is not completed yet. */
  ProjectDueDateSet: z.object({ projectID, dueDate: z.string() }),
  ProjectDueDateCleared: z.object({ projectID }),
  ProjectDueDateCompleted: z.object({ projectID, completedOn: z.string() }),
  /** thumbnail: the stored upload's address, or null when removed. */
  ProjectThumbnailChanged: z.object({ projectID, thumbnail: z.string().nullable() }),
} as const;

/** The status each lifecycle event leaves a project in: what every read model of projects folds. */
export const ProjectStatusSetBy = { ProjectArchived: ProjectStatus.Archived, ProjectDeleted: ProjectStatus.Deleted, ProjectRevived: ProjectStatus.Active } as const;
