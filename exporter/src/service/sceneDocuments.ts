// The scene document an export renders, read from the DocumentStore by the key its request names.
// It is read with the scenes' own reading rules (contracts' readSceneDocument), so an image address a
// save would now refuse is dropped here as in the editor. A stored version is never replaced, so the
// last one read is kept: the parts of one export, rendered one after another, read it once.
import { readSceneDocument } from '@wb/contracts';
import { checkDocumentAddress, type DocumentStore } from '@wb/platform';

/** The collection scene documents live in (command-api's scenes/documents.ts writes it). */
const SCENE_DOCUMENTS = 'scenes';

/** Whether a key may name a scene document at all (the stores refuse, by throwing, any other). */
export const isSceneDocumentKey = (key: string): boolean => {
  try {
    checkDocumentAddress(SCENE_DOCUMENTS, key);
    return true;
  } catch {
    return false;
  }
};

export interface LoadedDocument {
  /** The document as the renderer gets it. */
  readonly json: string;
  readonly durationMs: number;
}

export type DocumentRead = { readonly document: LoadedDocument } | { readonly problem: 'missing' | 'malformed' };

/** The stored text as a value, or the text itself for readSceneDocument to call malformed. */
const parsed = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
};

/** The scene id the document holds (readSceneDocument answers with the one it is given). */
const sceneIDIn = (value: unknown): string => {
  const id = typeof value === 'object' && value !== null ? (value as { sceneID?: unknown }).sceneID : undefined;
  return typeof id === 'string' ? id : '';
};

export const sceneDocuments = (documents: DocumentStore) => {
  let last: { key: string; read: DocumentRead } | null = null;
  return async (key: string): Promise<DocumentRead> => {
    if (last?.key === key) return last.read;
    const raw = await documents.get(SCENE_DOCUMENTS, key);
    if (raw === null) return { problem: 'missing' };
    const value = parsed(raw);
    const { document, problem } = readSceneDocument(sceneIDIn(value), value);
    const read: DocumentRead = problem === null ? { document: { json: JSON.stringify(document), durationMs: document.duration } } : { problem: 'malformed' };
    last = { key, read };
    return read;
  };
};

export type SceneDocuments = ReturnType<typeof sceneDocuments>;
