// The asset library area: kits and their directories, files (with their versions, tags, project and
// kit links), tags, image exports and the staged publish. The fixed move-to kits exist from the first start.
import type { CommandArea } from '../shared/area';
import { fileAggregate } from './domain/file/aggregate';
import { kitAggregate } from './domain/kit/aggregate';
import { tagAggregate } from './domain/tag/aggregate';
import { exportRoutes } from './exportRoutes';
import { fileRoutes } from './fileRoutes';
import { kitRoutes } from './kitRoutes';
import { ensureMoveToKits } from './moveToKits';
import { stagedRoutes } from './staged/routes';
import { tagRoutes } from './tagRoutes';

export const assetsArea: CommandArea = {
  name: 'assets',
  aggregates: [kitAggregate, fileAggregate, tagAggregate],
  routes: (deps) => [...kitRoutes(deps), ...fileRoutes(deps), ...tagRoutes(deps), ...exportRoutes(deps), ...stagedRoutes(deps)],
  onStart: ensureMoveToKits,
};
