// The learning area: a project's link to a video (node) of the learning site (one stream per project,
// the node's id its unique key).
import type { CommandArea } from '../shared/area';
import { learnLinkAggregate } from './domain/learnLink/aggregate';
import { learningRoutes } from './routes';

export const learningArea: CommandArea = {
  name: 'learning',
  aggregates: [learnLinkAggregate],
  routes: learningRoutes,
};
