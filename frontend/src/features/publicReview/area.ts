import { defineClientArea } from '../../app/clientArea';
import reviewLink from './reviewLinkSlice';
import { watchReviewLinks } from './reviewLinkSagas';
import { publicReviewRoutes } from './routes';

/** Review links and the public review pages (/review/scene/{slug}, /review/project/{slug}), open to visitors. */
export const publicReviewArea = defineClientArea({ name: 'publicReview', reducers: { reviewLink }, saga: watchReviewLinks, routes: publicReviewRoutes });
