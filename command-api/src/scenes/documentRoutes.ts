// The editor's document commands: save (stale check, keep my copy as a new version, size limit),
// restore an earlier version, and make a stored version current. (A new version of an asset file,
// also sent from the editor, is the asset library's: assets/fileRoutes.ts.)
import { Calls, readSceneDocument, type CallDef } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { toApiError } from '../shared/toApiError';
import { readDocument, serializeDocument, type SerializedDocument } from './documents';
import { sceneAggregate } from './domain/scene/aggregate';
import { sceneNotFound, unknownVersion } from './domain/errors';
import { savedVersion } from './domain/scene/state';
import { sceneLookups } from './lookups';
import { saveDocument, type Saved } from './saving';

const savedAnswer = (saved: Saved, savedOn: string) => answer({ version: saved.event.data.version, hash: saved.event.data.hash, savedOn }, saved.position);

export const documentRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore, documents } = deps;
  const scenes = handlerOf(eventStore, sceneAggregate);
  const lookups = sceneLookups(eventStore);
  const route = <C extends CallDef>(call: C, run: Parameters<typeof commandCall<C>>[2]) => commandCall(deps, call, run);

  /** An earlier version's stored text, as it was stored (a malformed one is restored as it is). */
  const storedVersion = async (sceneID: string, version: number): Promise<SerializedDocument> => {
    const scene = await lookups.scene(sceneID);
    if (scene === null || scene.deleted) throw toApiError(sceneNotFound());
    const saved = savedVersion(scene, version);
    const json = saved === null ? null : await readDocument(documents, saved.key);
    if (json === null) throw toApiError(unknownVersion());
    const { document } = readSceneDocument(sceneID, json);
    return { json, elementCount: serializeDocument(sceneID, document).elementCount, duration: document.duration };
  };

  return [
    route(Calls.editor.saveSceneDocument, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      // Serialized (and refused when too large) before anything is looked up or stored.
      const document = serializeDocument(input.sceneID, input.document);
      const userName = await lookups.userName(userID);
      const saved = await saveDocument(
        scenes,
        documents,
        meta,
        input.sceneID,
        {
          baseVersion: input.baseVersion,
          asNewVersion: input.asNewVersion,
          userID,
          userName,
          restoredFrom: null,
          importedFrom: null,
          problems: [],
          projectID: null,
        },
        document,
      );
      return savedAnswer(saved, meta.time);
    }),
    route(Calls.editor.restoreSceneVersion, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      const [document, userName] = await Promise.all([storedVersion(input.sceneID, input.version), lookups.userName(userID)]);
      const saved = await saveDocument(
        scenes,
        documents,
        meta,
        input.sceneID,
        {
          baseVersion: input.baseVersion,
          asNewVersion: false,
          userID,
          userName,
          restoredFrom: input.version,
          importedFrom: null,
          problems: [],
          projectID: null,
        },
        document,
      );
      return savedAnswer(saved, meta.time);
    }),
    route(Calls.editor.addSceneKey, async (input, _ctx, meta) => {
      const outcome = await scenes.handle(meta, input.sceneID, () => ({ type: 'ChangeSceneKey', s3Key: input.s3Key }));
      return answer(ok, outcome.position);
    }),
  ];
};
