// The EditorAsset aggregate: one image or symbol of the editor's Library, stream editorasset-<assetID>.
// Its element tree is stored in the DocumentStore (collection 'editorAssets') before it is recorded.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const editorAssetAggregate = defineAggregate({
  streamType: 'editorasset',
  streamId: (assetID: string) => `editorasset-${assetID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
