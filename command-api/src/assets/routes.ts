// The asset library's command calls: kits and directories, files, tags.
import type { CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { fileRoutes } from './fileRoutes';
import { kitRoutes } from './kitRoutes';
import { tagRoutes } from './tagRoutes';

export const assetRoutes = (deps: CommandDeps): CommandRoute[] => [...kitRoutes(deps), ...fileRoutes(deps), ...tagRoutes(deps)];
