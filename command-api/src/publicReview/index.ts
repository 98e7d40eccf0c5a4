// The public review area: review links of scenes and projects (the pages' reads are the query API's).
import type { CommandArea } from '../shared/area';
import { reviewLinkAggregate } from './domain/reviewLink/aggregate';
import { publicReviewRoutes } from './routes';

export const publicReviewArea: CommandArea = {
  name: 'publicReview',
  aggregates: [reviewLinkAggregate],
  routes: publicReviewRoutes,
};
