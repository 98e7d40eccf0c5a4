import type { Projection, SearchIndex } from '@wb/platform';
import { foldersProjection } from './folders/projection';
import { projectListProjection } from './projectList/projection';
import { PROJECT_SEARCH_PROJECTION, projectSearchProjection } from './projectSearch/projection';
import { usersProjection } from './users/projection';

export { foldersProjection, projectListProjection, projectSearchProjection, usersProjection };

/** Every read model the runtime keeps up to date; the search documents go to `searchIndex`. */
export const readModelProjections = (searchIndex: SearchIndex): Projection[] => [
  usersProjection,
  foldersProjection,
  projectListProjection,
  projectSearchProjection(searchIndex),
];

/** Their names, for usage messages and checkpoint followers that need no index. */
export const readModelProjectionNames: readonly string[] = [
  usersProjection.name,
  foldersProjection.name,
  projectListProjection.name,
  PROJECT_SEARCH_PROJECTION,
];
