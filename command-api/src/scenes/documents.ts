// Scene documents in the DocumentStore: serialized once, refused above the size limit, and stored
// under a key of their own before any event names them (a version is written once, never replaced).
import { Messages, SceneLimits, walkElements, type SceneDocument } from '@wb/contracts';
import { ApiError, type DocumentStore, type StoredDocumentInfo } from '@wb/platform';
import type { StoredDocument } from './domain/scene/save';

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
 * Stores a version's document under `<sceneID>/<version>`, or, when that key is taken (another save
 * racing for the same version, or a try that stored and never recorded), under
 * `<sceneID>/<version>-<token>`, the token being this request's (derived from its Idempotency-Key when
 * there is one). A save never takes a document it did not store: `created` is the key this call
 * created, or null when a retry of this very request had stored it already.
 */
export const storeDocument = async (
  documents: DocumentStore,
  sceneID: string,
  version: number,
  token: string,
  doc: SerializedDocument,
): Promise<{ stored: StoredDocument; created: string | null }> => {
  const storedAt = (key: string, info: StoredDocumentInfo): StoredDocument => ({ version, key, hash: info.hash, bytes: info.bytes, elementCount: doc.elementCount, duration: doc.duration });
  const plain = `${sceneID}/${version}`;
  const first = await documents.create(SCENES, plain, doc.json);
  if (first.created) return { stored: storedAt(plain, first), created: plain };
  const own = `${plain}-${token}`;
  const second = await documents.create(SCENES, own, doc.json);
  return { stored: storedAt(own, second), created: second.created ? own : null };
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
