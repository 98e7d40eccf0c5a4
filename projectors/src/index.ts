// @wb/projectors: the projections of every read model, derived from the area index (areas.ts).
import { ReadModels, type ReadModelName } from '@wb/contracts';
import type { FileSearchIndex, Projection, SearchIndex } from '@wb/platform';
import * as areaModules from './areas';
import type { ProjectorArea } from './shared/area';

export type { ProjectorArea, SearchTargets } from './shared/area';

/** The areas in name order (a module namespace lists its exports in no order one can rely on). */
const areas: readonly (readonly [string, ProjectorArea])[] = Object.entries(areaModules).sort(([a], [b]) => a.localeCompare(b));

/** Every read model the runtime keeps up to date; the search documents go to `searchIndex` and `fileSearchIndex`. */
export const readModelProjections = (searchIndex: SearchIndex, fileSearchIndex: FileSearchIndex): Projection[] => areas.flatMap(([, area]) => area.projections({ searchIndex, fileSearchIndex }));

/**
 * Their names, for usage messages and checkpoint followers that need no index: the contracts' list of
 * read models (each projection names itself from it; a unit test holds the two lists equal).
 */
export const readModelProjectionNames: readonly ReadModelName[] = Object.values(ReadModels);
