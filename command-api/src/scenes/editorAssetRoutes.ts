// The editor Library's commands: keep an element tree (svgson) as an image or a symbol, and remove
// items. The tree is stored in the DocumentStore first, then recorded.
import { Calls, type CallDef, type EditorAsset } from '@wb/contracts';
import { ApiError } from '@wb/platform';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { EDITOR_ASSETS } from './documents';
import { editorAssetAggregate } from './domain/editorAsset/aggregate';

/** An element tree is bounded like a scene document. */
const MAX_TREE_BYTES = 4 * 1024 * 1024;

export const editorAssetRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore, documents } = deps;
  const assets = handlerOf(eventStore, editorAssetAggregate);
  const route = <C extends CallDef>(call: C, run: Parameters<typeof commandCall<C>>[2]) => commandCall(deps, call, run);

  return [
    route(Calls.scene.saveEditorAsset, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const json = JSON.stringify(input.svgson ?? null);
      if (Buffer.byteLength(json, 'utf8') > MAX_TREE_BYTES) {
        throw new ApiError('validation', 'This item is too large to keep in the library.', { svgson: `At most ${MAX_TREE_BYTES / 1024 / 1024} MB` });
      }
      const assetID = newEntityId(meta, 'editorasset');
      // The key is the item's id: a retry of the same save stores the same tree under the same key.
      await documents.create(EDITOR_ASSETS, assetID, json);
      const outcome = await assets.handle(meta, assetID, () => ({ type: 'SaveEditorAsset', assetID, name: input.name, assetType: input.type, key: assetID, userID }));
      const asset: EditorAsset = { assetID, name: input.name, type: input.type, svgson: JSON.parse(json) as unknown, userID, createdOn: meta.time };
      return answer({ asset }, outcome.position);
    }),
    route(Calls.scene.deleteEditorAssets, async (input, _ctx, meta) => {
      const ids = [...new Set(input.assetIDs)];
      const outcomes = await assets.handleEach(
        meta,
        ids.map((id) => ({ id, commandOf: () => ({ type: 'DeleteEditorAsset' as const, assetID: id }) })),
      );
      return answer(ok, lastPosition(outcomes.map((o) => o.position)));
    }),
  ];
};
