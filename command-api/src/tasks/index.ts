// The tasks area: personal to-do tasks and the admin Tasks board.
import type { CommandArea } from '../shared/area';
import { taskAggregate } from './domain/task/aggregate';
import { taskRoutes } from './routes';

export const tasksArea: CommandArea = { name: 'tasks', aggregates: [taskAggregate], routes: taskRoutes };
