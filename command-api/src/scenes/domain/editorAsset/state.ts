// The EditorAsset aggregate's state, folded from its stream editorasset-<assetID>: one image or symbol
// of the editor's Library, and whether it was removed.
import type { EventOf, SceneEvents } from '@wb/contracts';

export type EditorAssetEvent = Extract<EventOf<typeof SceneEvents>, { type: 'EditorAssetSaved' | 'EditorAssetsDeleted' }>;

export interface EditorAssetState {
  readonly assetID: string;
  readonly deleted: boolean;
}

/** null until EditorAssetSaved. */
export type EditorAsset = EditorAssetState | null;

export const initialState: EditorAsset = null;

export const evolve = (state: EditorAsset, event: EditorAssetEvent): EditorAsset => {
  switch (event.type) {
    case 'EditorAssetSaved':
      return { assetID: event.data.assetID, deleted: false };
    case 'EditorAssetsDeleted':
      return state === null ? state : { ...state, deleted: true };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
