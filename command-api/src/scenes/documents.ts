// Scene documents in the DocumentStore: serialized once, refused above the size limit, and stored
// under a key of their own before any event names them (a version is written once, never replaced).
import { Messages, SceneLimits, walkElements, type SceneDocument } from '@wb/contracts';
import { ApiError, type DocumentStore } from '@wb/platform';
import type { StoredDocument } from './domain/decide';

export const SCENES = 'scenes';
export const EDITOR_ASSETS = 'editorAssets';

export interface SerializedDocument {
  readonly json: string;
  readonly elementCount: number;
  readonly duration: number;
}

export const tooLarge = (): ApiError => new ApiError('sceneDocumentTooLarge', Messages.documentTooLarge, { document: Messages.documentTooLarge });

export const serializeDocument = (sceneID: string, document: SceneDocument): SerializedDocument => {
  // The stored document is the scene's, whatever sceneID the editor sent inside it.
  const json = JSON.stringify({ ...document, sceneID });
  if (Buffer.byteLength(json, 'utf8') > SceneLimits.maxDocumentBytes) throw tooLarge();
  let elementCount = 0;
  for (const _element of walkElements(document.elements)) elementCount += 1;
  return { json, elementCount, duration: document.duration };
};

/**
 * `<sceneID>/<version>-<token>`: the version it was stored for, and a token of this save (derived
 * from the Idempotency-Key when there is one, so a retry finds its own document). Two saves racing
 * for one version store two documents and only one is recorded: no save can take another's key.
 */
export const documentKey = (sceneID: string, version: number, token: string): string => `${sceneID}/${version}-${token}`;

/** Stores the document; `created` is false when a retry of this very request had stored it already. */
export const storeDocument = async (documents: DocumentStore, key: string, version: number, doc: SerializedDocument): Promise<{ stored: StoredDocument; created: boolean }> => {
  const info = await documents.create(SCENES, key, doc.json);
  return { stored: { version, key, hash: info.hash, bytes: info.bytes, elementCount: doc.elementCount, duration: doc.duration }, created: info.created };
};

/** A stored version's document, as its JSON text; null when it is missing. */
export const readDocument = (documents: DocumentStore, key: string): Promise<string | null> => documents.get(SCENES, key);

/**
 * Runs the command that records a document stored just before; when it is refused or fails, the
 * document this request created is removed again, so the store keeps only recorded versions.
 */
export const recordingStored = async <T>(documents: DocumentStore, created: string | null, record: () => Promise<T>): Promise<T> => {
  try {
    return await record();
  } catch (err) {
    if (created !== null) await documents.delete(SCENES, created).catch(() => undefined);
    throw err;
  }
};
