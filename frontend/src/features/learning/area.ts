import { defineClientArea } from '../../app/clientArea';
import { watchLearning } from './learningSagas';
import learning from './learningSlice';
import { learningRoutes } from './routes';

/** A project's link to a video of the learning site: its screen, the contents page's tab and the status on cards. */
export const learningArea = defineClientArea({ name: 'learning', reducers: { learning }, saga: watchLearning, routes: learningRoutes });
