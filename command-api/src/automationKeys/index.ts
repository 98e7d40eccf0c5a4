// The automation keys area: the admin makes and revokes the keys that open the exporter pages.
import type { CommandArea } from '../shared/area';
import { automationKeyAggregate } from './domain/automationKey/aggregate';
import { automationKeyRoutes } from './routes';

export { issueSystemKey } from './systemKeys';

export const automationKeysArea: CommandArea = { name: 'automationKeys', aggregates: [automationKeyAggregate], routes: automationKeyRoutes };
