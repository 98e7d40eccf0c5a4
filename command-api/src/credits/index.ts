// The credits area: a project's closing credits (one stream per project) and credits.png.
import type { CommandArea } from '../shared/area';
import { creditsAggregate } from './domain/credits/aggregate';
import { creditsImageDeps } from './imageDeps';
import { creditsRoutes } from './routes';

export const creditsArea: CommandArea = {
  name: 'credits',
  aggregates: [creditsAggregate],
  routes: creditsRoutes(creditsImageDeps),
};
