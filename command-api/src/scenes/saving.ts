// One save of a scene's document: for each try against the scene's latest state, the save is first
// checked (a stale or refused save stores nothing), then the document is stored for the next version
// and the event recorded. A document stored by a try that was not recorded (another save won that
// version) is removed again, so only recorded versions stay in the store.
import { ApiError, type DocumentStore } from '@wb/platform';
import type { CommandMetadata } from '../shared/commandMetadata';
import type { AggregateHandler, Outcome } from '../shared/handle';
import { toApiError } from '../shared/toApiError';
import { SCENES, storeDocument, type SerializedDocument } from './documents';
import type { SceneCommand } from './domain/scene/decide';
import type { Scene, SceneEvent } from './domain/scene/state';
import { nextVersion, saveRefusal, type SaveSceneDocument } from './domain/scene/save';
import { saveToken } from './token';

export type SaveRequest = Omit<SaveSceneDocument, 'type' | 'stored'>;

export interface Saved {
  readonly event: Extract<SceneEvent, { type: 'SceneDocumentSaved' }>;
  readonly position?: bigint;
}

export const saveDocument = async (
  scenes: AggregateHandler<string, SceneCommand, SceneEvent, Scene>,
  documents: DocumentStore,
  meta: CommandMetadata,
  sceneID: string,
  request: SaveRequest,
  document: SerializedDocument,
): Promise<Saved> => {
  const created: string[] = [];
  let outcome: Outcome<Scene, SceneEvent> | undefined;
  try {
    outcome = await scenes.handle(meta, sceneID, async (state) => {
      const command: SaveSceneDocument = { type: 'SaveSceneDocument', ...request, stored: null };
      // A refused save (stale, deleted, a re-import with problems) is answered with its refusal here,
      // before anything is stored; decide is left the save it accepts, on the document stored for it.
      const refused = saveRefusal(command, state);
      if (refused !== null) throw toApiError(refused);
      const version = nextVersion(state);
      const result = await storeDocument(documents, sceneID, version, saveToken(meta, `document-${version}`), document);
      if (result.created !== null) created.push(result.created);
      return { ...command, stored: result.stored };
    });
  } finally {
    const recorded = new Set((outcome?.events ?? []).flatMap((e) => (e.type === 'SceneDocumentSaved' ? [e.data.key] : [])));
    await Promise.all(created.filter((key) => !recorded.has(key)).map((key) => documents.delete(SCENES, key)));
  }
  const event = outcome?.events.find((e): e is Saved['event'] => e.type === 'SceneDocumentSaved');
  if (event === undefined) throw new ApiError('conflict', 'Someone else changed this at the same time. Please try again.');
  return { event, ...(outcome?.position === undefined ? {} : { position: outcome.position }) };
};
