// The resources area: the admin console's Resources tab.
import type { CommandArea } from '../shared/area';
import { resourceAggregate } from './domain/resource/aggregate';
import { resourceRoutes } from './routes';

export const resourcesArea: CommandArea = { name: 'resources', aggregates: [resourceAggregate], routes: resourceRoutes };
