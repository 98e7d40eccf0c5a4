// Library rules: an item is kept once (a retried save finds it), and removing one that is not there is refused.
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import type { EditorAsset, EditorAssetEvent } from './state';

export type EditorAssetCommand =
  { type: 'SaveEditorAsset'; assetID: string; name: string; assetType: 'image' | 'symbol'; key: string; userID: number | null } | { type: 'DeleteEditorAsset'; assetID: string };

export const editorAssetNotFound = () => domainError('notFound', 'That library item was not found.');

export const decide = (command: EditorAssetCommand, state: EditorAsset): Decision<EditorAssetEvent> => {
  switch (command.type) {
    case 'SaveEditorAsset':
      // A retried save of the same id (its Idempotency-Key) finds the item kept.
      if (state !== null) return [];
      return [{ type: 'EditorAssetSaved', data: { assetID: command.assetID, name: command.name, type: command.assetType, key: command.key, userID: command.userID } }];
    case 'DeleteEditorAsset':
      if (state === null) return editorAssetNotFound();
      return state.deleted ? [] : [{ type: 'EditorAssetsDeleted', data: { assetIDs: [command.assetID] } }];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
