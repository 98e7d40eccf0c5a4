// Every aggregate of the write side. A new aggregate adds its definition here; the stream types and
// reservation scopes below follow from this list.
import { contentLockAggregate } from './contentLock/domain/aggregate';
import { fileAggregate } from './assets/domain/fileAggregate';
import { kitAggregate } from './assets/domain/kitAggregate';
import { tagAggregate } from './assets/domain/tag';
import { folderAggregate } from './folders/domain/aggregate';
import { projectAggregate } from './projects/domain/aggregate';
import { wordAggregate } from './pronounce/domain/aggregate';
import { resourceAggregate } from './resources/domain/aggregate';
import { sceneLabelAggregate } from './sceneLabels/domain/aggregate';
import { sceneAggregate } from './scenes/domain/aggregate';
import { editorAssetAggregate } from './scenes/domain/editorAsset';
import { downloadsAggregate } from './uploads/domain/aggregate';
import { uploadSpaceAggregate } from './uploads/domain/uploadSpaceAggregate';
import { userAggregate } from './users/domain/aggregate';
import { scopeOf } from './shared/domain/aggregate';

export const aggregates = [projectAggregate, folderAggregate, userAggregate, resourceAggregate, sceneLabelAggregate, contentLockAggregate, wordAggregate, kitAggregate, fileAggregate, tagAggregate, downloadsAggregate, uploadSpaceAggregate, sceneAggregate, editorAssetAggregate] as const;

/** Stream types of the event store, one per aggregate. */
export const streamTypes: readonly string[] = aggregates.map((a) => a.streamType);

/** Scopes of the reservation table (unique keys), `<streamType>-<key>`. */
export const reservationScopes: readonly string[] = aggregates.flatMap((a) => a.uniqueKeys.map((k) => scopeOf(a.streamType, k)));
