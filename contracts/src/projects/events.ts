import { z } from 'zod';
import { ProjectStatus } from '../kernel/constants';

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
} as const;

/** The status each lifecycle event leaves a project in: what every read model of projects folds. */
export const ProjectStatusSetBy = { ProjectArchived: ProjectStatus.Archived, ProjectDeleted: ProjectStatus.Deleted, ProjectRevived: ProjectStatus.Active } as const;
