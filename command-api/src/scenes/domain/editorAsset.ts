// The EditorAsset aggregate: one image or symbol of the editor's Library, stream editorasset-<assetID>.
// Its element tree is stored in the DocumentStore (collection 'editorAssets') before it is recorded.
import type { EventOf, SceneEvents } from '@wb/contracts';
import { defineAggregate } from '../../shared/domain/aggregate';
import type { Decision } from '../../shared/domain/decider';
import { domainError } from '../../shared/domain/domainError';

export type EditorAssetEvent = Extract<EventOf<typeof SceneEvents>, { type: 'EditorAssetSaved' | 'EditorAssetsDeleted' }>;

export interface EditorAssetState {
  readonly assetID: string;
  readonly deleted: boolean;
}
export type EditorAsset = EditorAssetState | null;

export type EditorAssetCommand =
  | { type: 'SaveEditorAsset'; assetID: string; name: string; assetType: 'image' | 'symbol'; key: string; userID: number | null }
  | { type: 'DeleteEditorAsset'; assetID: string };

export const editorAssetNotFound = () => domainError('notFound', 'That library item was not found.');

const evolve = (state: EditorAsset, event: EditorAssetEvent): EditorAsset => {
  switch (event.type) {
    case 'EditorAssetSaved': return { assetID: event.data.assetID, deleted: false };
    case 'EditorAssetsDeleted': return state === null ? state : { ...state, deleted: true };
    default: { const _exhaustive: never = event; return _exhaustive; }
  }
};

const decide = (command: EditorAssetCommand, state: EditorAsset): Decision<EditorAssetEvent> => {
  switch (command.type) {
    case 'SaveEditorAsset':
      // A retried save of the same id (its Idempotency-Key) finds the item kept.
      if (state !== null) return [];
      return [{ type: 'EditorAssetSaved', data: { assetID: command.assetID, name: command.name, type: command.assetType, key: command.key, userID: command.userID } }];
    case 'DeleteEditorAsset':
      if (state === null) return editorAssetNotFound();
      return state.deleted ? [] : [{ type: 'EditorAssetsDeleted', data: { assetIDs: [command.assetID] } }];
    default: { const _exhaustive: never = command; return _exhaustive; }
  }
};

export const editorAssetAggregate = defineAggregate({
  streamType: 'editorasset',
  streamId: (assetID: string) => `editorasset-${assetID}`,
  uniqueKeys: [],
  initialState: null as EditorAsset,
  evolve,
  decide,
});
