import { defineClientArea } from '../../app/clientArea';
import { textCheckerRoutes } from './routes';

/** The text checker: non-inclusive or offensive language flagged as one types. */
export const textCheckerArea = defineClientArea({ name: 'textChecker', routes: textCheckerRoutes });
