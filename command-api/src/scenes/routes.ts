// The scenes dashboard's commands: New scene and duplicate, rename, duration, thumbnail, notes,
// labels and delete. Documents, the import and the library have their own route files (index.ts gathers them).
import { Calls, readSceneDocument, type CallDef } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId, type CommandMetadata } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf, lastPosition } from '../shared/handle';
import { storedFileAt } from '../uploads/storedFiles';
import { blobUrlOf } from '../uploads/store';
import { inParallel } from '../assets/lookups';
import { readDocument, recordingStored, serializeDocument, storeDocument } from './documents';
import { sceneAggregate } from './domain/scene/aggregate';
import { newNotesFiles } from './domain/scene/attachments';
import type { SceneCommand } from './domain/scene/decide';
import { savedVersion } from './domain/scene/state';
import { sceneLookups } from './lookups';
import { saveToken } from './token';

/** Blob heads read at once for one change of notes: enough to overlap round trips, few enough to share the store. */
const FILES_AT_ONCE = 8;

export const sceneRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore, documents } = deps;
  const scenes = handlerOf(eventStore, sceneAggregate);
  const lookups = sceneLookups(eventStore);
  const route = <C extends CallDef>(call: C, run: Parameters<typeof commandCall<C>>[2]) => commandCall(deps, call, run);
  const onScene = async (meta: CommandMetadata, sceneID: string, command: SceneCommand) => {
    const outcome = await scenes.handle(meta, sceneID, () => command);
    return answer(ok, outcome.position);
  };

  /** A duplicate's first version: the source's current document, stored again under the new scene's key. */
  const copyOf = async (meta: CommandMetadata, sceneID: string, sourceID: string) => {
    const source = await lookups.scene(sourceID);
    const saved = source === null || source.deleted ? null : savedVersion(source, source.current);
    if (source === null || saved === null) return { copy: { sceneID: sourceID, source, document: null }, created: null };
    const { document: read } = readSceneDocument(sceneID, await readDocument(documents, saved.key));
    const { stored, created } = await storeDocument(documents, sceneID, 1, saveToken(meta, 'copy'), serializeDocument(sceneID, read));
    return { copy: { sceneID: sourceID, source, document: stored }, created };
  };

  return [
    route(Calls.scene.createProjectScene, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const sceneID = newEntityId(meta, 'scene');
      const [projectFound, userName, copied] = await Promise.all([
        lookups.projectFound(input.projectID),
        lookups.userName(userID),
        input.sceneID === undefined ? null : copyOf(meta, sceneID, input.sceneID),
      ]);
      const outcome = await recordingStored(documents, copied?.created ?? null, () =>
        scenes.handle(meta, sceneID, () => ({
          type: 'CreateScene',
          sceneID,
          projectID: input.projectID,
          projectFound,
          name: input.name,
          duration: input.duration,
          width: input.width,
          height: input.height,
          userID,
          userName,
          copy: copied?.copy ?? null,
        })),
      );
      return answer({ scene: await lookups.card(sceneID) }, outcome.position);
    }),
    route(Calls.scene.updateName, async (input, _ctx, meta) => {
      const outcome = await scenes.handle(meta, input.sceneID, () => ({ type: 'RenameScene', name: input.name }));
      return answer({ scene: await lookups.card(input.sceneID) }, outcome.position);
    }),
    route(Calls.scene.updateDuration, (input, _ctx, meta) => onScene(meta, input.sceneID, { type: 'ChangeSceneDuration', duration: input.duration })),
    route(Calls.scene.updateThumbnail, async (input, ctx, meta) => {
      const stored = await storedFileAt(deps.blobs, input.thumbnail);
      return onScene(meta, input.sceneID, { type: 'ChangeSceneThumbnail', thumbnail: input.thumbnail, stored, actorID: actorOf(ctx).userID });
    }),
    route(Calls.scene.updateNotes, async (input, ctx, meta) => {
      const actorID = actorOf(ctx).userID;
      // Only the uploads the notes newly hold are read, against the state decide judges them on (read
      // again if a conflict makes it decide on a newer one).
      const outcome = await scenes.handle(meta, input.sceneID, async (state) => {
        const keys = state === null || state.deleted ? [] : newNotesFiles(input.text, state);
        const stored = await inParallel(keys, FILES_AT_ONCE, async (key) => [key, await storedFileAt(deps.blobs, blobUrlOf(key))] as const);
        return { type: 'ChangeSceneNotes', text: input.text, stored: new Map(stored), actorID };
      });
      return answer(ok, outcome.position);
    }),
    route(Calls.scene.addSceneLabel, async (input, _ctx, meta) => onScene(meta, input.sceneID, { type: 'AddSceneLabel', labelID: input.labelID, labelFound: await lookups.labelFound(input.labelID) })),
    route(Calls.scene.removeSceneLabel, (input, _ctx, meta) => onScene(meta, input.sceneID, { type: 'RemoveSceneLabel', labelID: input.labelID })),
    route(Calls.scene.deleteProjectScenes, async (input, _ctx, meta) => {
      // Every scene is decided before any is deleted: one refused scene deletes none.
      const ids = [...new Set(input.sceneIDs)];
      const outcomes = await scenes.handleEach(
        meta,
        ids.map((id) => ({ id, commandOf: () => ({ type: 'DeleteScene' as const, projectID: input.projectID }) })),
      );
      return answer(ok, lastPosition(outcomes.map((o) => o.position)));
    }),
  ];
};
