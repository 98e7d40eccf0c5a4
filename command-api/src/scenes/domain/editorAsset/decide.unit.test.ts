import { deciderSpec } from '../../../shared/domain/deciderSpec';
import { editorAssetAggregate } from './aggregate';
import type { EditorAssetEvent } from './state';

const { given } = deciderSpec(editorAssetAggregate);
const saved: EditorAssetEvent = { type: 'EditorAssetSaved', data: { assetID: 'a-1', name: 'Star', type: 'symbol', key: 'a-1', userID: 2 } };
const deleted: EditorAssetEvent = { type: 'EditorAssetsDeleted', data: { assetIDs: ['a-1'] } };

describe('the editor library', () => {
  it('keeps an item once, even when the save is retried', () => {
    const save = { type: 'SaveEditorAsset' as const, assetID: 'a-1', name: 'Star', assetType: 'symbol' as const, key: 'a-1', userID: 2 };
    given([]).when(save).then([saved]);
    given([saved]).when(save).then([]);
  });

  it('removes an item once, and refuses one it never had', () => {
    given([saved]).when({ type: 'DeleteEditorAsset', assetID: 'a-1' }).then([deleted]);
    given([saved, deleted]).when({ type: 'DeleteEditorAsset', assetID: 'a-1' }).then([]);
    given([]).when({ type: 'DeleteEditorAsset', assetID: 'a-9' }).thenFails('notFound');
  });
});
