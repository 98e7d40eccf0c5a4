// A review page's scene document as saved (the scenes read model names its version, the document store
// holds it), and the stored pictures it shows, which its review link may serve without a session.
import { UploadPaths, readSceneDocument, walkElements, type SceneDocument } from '@wb/contracts';
import type { DocumentStore, Pool } from '@wb/platform';
import type { ReviewSceneRow } from './reviewRows';

const SCENES = 'scenes';
/** Scene versions whose picture lists are kept: a saved version never changes, so nothing goes stale. */
const KEPT_VERSIONS = 256;
const STORED = `${UploadPaths.blobs}/`;

export const sceneDocuments = (pool: Pool, documents: DocumentStore) => {
  const read = async (scene: ReviewSceneRow): Promise<SceneDocument> => {
    const empty: SceneDocument = { sceneID: scene.scene_id, duration: scene.duration, dimensions: { width: scene.width, height: scene.height }, elements: [] };
    if (scene.document_version === 0) return empty;
    const { rows } = await pool.query<{ key: string }>('SELECT key FROM scene_versions WHERE scene_id = $1 AND version = $2', [scene.scene_id, scene.document_version]);
    const saved = rows[0];
    if (saved === undefined) return empty;
    // A missing or malformed document plays as an empty scene (spec 002 section 8).
    return readSceneDocument(scene.scene_id, await documents.get(SCENES, saved.key)).document;
  };

  // Least recently used first (a Map keeps insertion order): a page loading its pictures reads the document once.
  const kept = new Map<string, ReadonlySet<string>>();
  /** The keys of the stored files the scene's current document shows (an element's src, groups and masks included). */
  const pictures = async (scene: ReviewSceneRow): Promise<ReadonlySet<string>> => {
    const id = `${scene.scene_id}@${scene.document_version}`;
    const known = kept.get(id);
    if (known !== undefined) {
      kept.delete(id);
      kept.set(id, known);
      return known;
    }
    const keys = new Set<string>();
    // The saved document passed the stored-file rule (a path of plain segments), so its key is the rest of the path.
    for (const element of walkElements((await read(scene)).elements)) if (element.src?.startsWith(STORED)) keys.add(element.src.slice(STORED.length));
    kept.set(id, keys);
    if (kept.size > KEPT_VERSIONS) kept.delete(kept.keys().next().value as string);
    return keys;
  };

  return { read, pictures };
};
