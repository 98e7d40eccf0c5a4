import { ReadModels, type ReadModelName } from '@wb/contracts';
import type { FileSearchIndex, Projection, SearchIndex } from '@wb/platform';
import { contentLockProjection } from './contentLock/projection';
import { eventCountsProjection } from './eventCounts/projection';
import { assetLibraryProjection } from './assetLibrary/projection';
import { fileSearchProjection } from './fileSearch/projection';
import { foldersProjection } from './folders/projection';
import { projectListProjection } from './projectList/projection';
import { projectSearchProjection } from './projectSearch/projection';
import { pronunciationProjection } from './pronunciation/projection';
import { resourcesProjection } from './resources/projection';
import { sceneLabelsProjection } from './sceneLabels/projection';
import { scenesProjection } from './scenes/projection';
import { editorAssetsProjection } from './editorAssets/projection';
import { usersProjection } from './users/projection';
import { blobHoldersProjection } from './blobHolders/projection';

export {
  assetLibraryProjection, contentLockProjection, eventCountsProjection, fileSearchProjection, foldersProjection, projectListProjection, projectSearchProjection, pronunciationProjection,
  resourcesProjection, sceneLabelsProjection, usersProjection, scenesProjection, editorAssetsProjection,
  blobHoldersProjection,
};

/** Every read model the runtime keeps up to date; the search documents go to `searchIndex` and `fileSearchIndex`. */
export const readModelProjections = (searchIndex: SearchIndex, fileSearchIndex: FileSearchIndex): Projection[] => [
  usersProjection,
  foldersProjection,
  projectListProjection,
  projectSearchProjection(searchIndex),
  resourcesProjection,
  sceneLabelsProjection,
  contentLockProjection,
  eventCountsProjection,
  pronunciationProjection,
  assetLibraryProjection,
  fileSearchProjection(fileSearchIndex),
  scenesProjection,
  editorAssetsProjection,
  blobHoldersProjection,
];

/**
 * Their names, for usage messages and checkpoint followers that need no index: the contracts' one list
 * of read models (each projection names itself from it; a unit test holds the two lists equal).
 */
export const readModelProjectionNames: readonly ReadModelName[] = Object.values(ReadModels);
