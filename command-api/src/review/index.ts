// The review area: comments, replies and drawn annotations on scenes, one comment thread per scene.
import type { CommandArea } from '../shared/area';
import { sceneCommentsAggregate } from './domain/sceneComments/aggregate';
import { reviewRoutes } from './routes';

export const reviewArea: CommandArea = {
  name: 'review',
  aggregates: [sceneCommentsAggregate],
  routes: reviewRoutes,
};
