// The feedback area: the forms the feedback dialog sends.
import type { CommandArea } from '../shared/area';
import { feedbackAggregate } from './domain/feedback/aggregate';
import { feedbackRoutes } from './routes';

export const feedbackArea: CommandArea = {
  name: 'feedback',
  aggregates: [feedbackAggregate],
  routes: feedbackRoutes,
};
