import { defineClientArea } from '../../app/clientArea';
import review from './reviewSlice';
import { watchReview } from './reviewSagas';
import { reviewDevRoutes } from './dev/routes';

/** The comment panel and the annotation tools of files, projects and scenes (used by the viewers' screens). */
export const reviewArea = defineClientArea({ name: 'review', reducers: { review }, saga: watchReview, routes: reviewDevRoutes });
