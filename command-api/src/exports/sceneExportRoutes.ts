// /export/addSceneExport and /exportVideoV2 (spec 002 section 7): record an export of each scene, then
// request it with the scene's saved document as it is at that moment (its key, size and duration).
import { Calls, type CallDef } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { loadState } from '../shared/streams';
import { sceneAggregate } from '../scenes/domain/scene/aggregate';
import { savedVersion, type Scene } from '../scenes/domain/scene/state';
import { sceneExportAggregate } from './domain/sceneExport/aggregate';
import type { ExportedScene } from './domain/sceneExport/decide';
import type { RenderRequest } from './domain/lifecycle';

const exportedScene = (scene: Scene): ExportedScene | null => (scene === null || scene.deleted ? null : { sceneID: scene.sceneID, projectID: scene.projectID, name: scene.name });

/** What rendering the scene now means: its current saved document; null when it was never saved. */
const renderRequestOf = (scene: Scene, base: Pick<RenderRequest, 'projectID' | 'userID' | 'notify'>): RenderRequest | null => {
  const saved = scene === null || scene.deleted ? null : savedVersion(scene, scene.current);
  if (scene === null || saved === null) return null;
  return { ...base, documentKey: saved.key, width: scene.width, height: scene.height, durationMs: scene.duration, name: scene.name };
};

export const sceneExportRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const exportsOf = handlerOf(eventStore, sceneExportAggregate);
  const route = <C extends CallDef>(call: C, run: Parameters<typeof commandCall<C>>[2]) => commandCall(deps, call, run);
  const sceneOf = (sceneID: string) => loadState(eventStore, sceneAggregate, sceneID);

  return [
    route(Calls.export.addSceneExport, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      // Every scene is decided before any export is written: one missing scene adds none.
      const added = [...new Set(input.sceneIDs)].map((sceneID) => ({ sceneID, sceneExportID: newEntityId(meta, `sceneExport|${sceneID}`) }));
      const outcomes = await exportsOf.handleEach(
        meta,
        added.map(({ sceneID, sceneExportID }) => ({
          id: sceneExportID,
          commandOf: async () => ({ type: 'AddSceneExport' as const, sceneExportID, scene: exportedScene(await sceneOf(sceneID)), userID, createdOn: meta.time }),
        })),
      );
      const idOf = new Map(added.map((a) => [a.sceneID, a.sceneExportID]));
      return answer({ sceneExportIDs: input.sceneIDs.flatMap((sceneID) => idOf.get(sceneID) ?? []) }, lastPosition(outcomes.map((o) => o.position)));
    }),
    route(Calls.exportVideoV2.start, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const base = { projectID: input.projectID, userID, notify: input.notify };
      const outcomes = await exportsOf.handleEach(
        meta,
        [...new Set(input.sceneExportIDs)].map((id) => ({
          id,
          commandOf: async (state) => {
            const scene = state === null ? null : await sceneOf(state.sceneID);
            return { type: 'RequestSceneExport' as const, projectID: input.projectID, sceneFound: exportedScene(scene) !== null, request: renderRequestOf(scene, base) };
          },
        })),
      );
      return answer(ok, lastPosition(outcomes.map((o) => o.position)));
    }),
  ];
};
