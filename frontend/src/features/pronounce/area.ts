import { defineClientArea } from '../../app/clientArea';
import { watchPronounce } from './pronounceSagas';
import pronounce from './pronounceSlice';
import { pronounceRoutes } from './routes';

/** The pronunciation guide. */
export const pronounceArea = defineClientArea({ name: 'pronounce', reducers: { pronounce }, saga: watchPronounce, routes: pronounceRoutes });
