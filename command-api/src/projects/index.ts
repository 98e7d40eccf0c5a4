// The projects area: a project's name, status, folders, members and subscriptions.
import type { CommandArea } from '../shared/area';
import { projectAggregate } from './domain/project/aggregate';
import { projectRoutes } from './routes';

export const projectsArea: CommandArea = { name: 'projects', aggregates: [projectAggregate], routes: projectRoutes };
