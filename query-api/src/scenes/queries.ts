// The scenes dashboard's and the editor's reads: scene cards from the scenes read model, saved
// documents from the DocumentStore by the key the read model records, and the Versions list (the scene
// labels and the editor Library are their own read models' folders). Each scene's exports come from
// the exports read model (query-api/src/exports). The screen-recording exporter opened with a key reads
// the same names and documents (/exporter/getExporterScenes, getExporterSceneDocument).
import { ApiError, type DocumentStore, type Pool } from '@wb/platform';
import { Calls, Messages, readSceneDocument, type SceneDocument } from '@wb/contracts';
import { publicQueryCall, queryCall, type QueryRoute } from '../shared/queryCall';
import { sceneExportsOf } from '../exports/rows';
import { sceneReviewUrlsOf } from '../reviewLinks/sceneReviewUrls';
import { toScene, toVersion, type SceneRow, type VersionRow } from './rows';

const SCENES = 'scenes';

const notFound = (): ApiError => new ApiError('notFound', Messages.sceneNotFound);
const versionNotFound = (): ApiError => new ApiError('notFound', 'That version of the scene was not found.', { version: 'Not a saved version of this scene' });

export const sceneHandlers = (pool: Pool, documents: DocumentStore): QueryRoute[] => {
  const sceneRow = async (sceneID: string): Promise<SceneRow> => {
    const { rows } = await pool.query<SceneRow>('SELECT * FROM scenes WHERE scene_id = $1', [sceneID]);
    const row = rows[0];
    if (row === undefined) throw notFound();
    return row;
  };

  /** Scene answers with their live review links' urls. */
  const scenesOf = async (rows: readonly SceneRow[]) => {
    const urls = await sceneReviewUrlsOf(
      pool,
      rows.map((row) => row.scene_id),
      new Date(),
    );
    return rows.map((row) => toScene(row, urls.get(row.scene_id) ?? null));
  };

  /** A saved version of the scene's document, as the DocumentStore holds it. */
  const documentOf = async (scene: SceneRow, version: number) => {
    // Before the first save the editor opens an empty scene of the scene's duration and size.
    if (version === 0) {
      const empty: SceneDocument = { sceneID: scene.scene_id, duration: scene.duration, dimensions: { width: scene.width, height: scene.height }, elements: [] };
      return { document: empty, version: 0, hash: '', problem: null };
    }
    const { rows } = await pool.query<VersionRow>('SELECT * FROM scene_versions WHERE scene_id = $1 AND version = $2', [scene.scene_id, version]);
    const saved = rows[0];
    if (saved === undefined) throw versionNotFound();
    // A missing or malformed document answers empty elements, duration 0 and the problem (spec 002 section 8).
    const { document, problem } = readSceneDocument(scene.scene_id, await documents.get(SCENES, saved.key));
    return { document, version: saved.version, hash: saved.hash, problem };
  };

  return [
    queryCall(Calls.scene.getByProjectID, async (input) => {
      const { rows } = await pool.query<SceneRow>('SELECT * FROM scenes WHERE project_id = $1 ORDER BY lower(name), scene_id', [input.projectID]);
      const sceneIDs = rows.map((row) => row.scene_id);
      const exportsOf = await sceneExportsOf(pool, sceneIDs, new Date());
      return { scenes: await scenesOf(rows), exports: rows.map((row) => ({ sceneID: row.scene_id, exports: exportsOf.get(row.scene_id) ?? [] })) };
    }),
    queryCall(Calls.editor.getScene, async (input) => {
      const [scene] = await scenesOf([await sceneRow(input.sceneID)]);
      if (scene === undefined) throw notFound();
      return { scene };
    }),
    queryCall(Calls.editor.getScenes, async (input) => {
      const { rows } = await pool.query<SceneRow>('SELECT * FROM scenes WHERE scene_id = ANY($1::text[]) ORDER BY scene_id', [input.sceneIDs]);
      return { scenes: await scenesOf(rows) };
    }),
    queryCall(Calls.editor.getSceneDocument, async (input) => {
      const scene = await sceneRow(input.sceneID);
      return documentOf(scene, input.version ?? scene.document_version);
    }),
    // The router let through only a live key of scope exporter (the calls' access).
    publicQueryCall(Calls.exporter.getExporterScenes, async (input) => {
      const { rows } = await pool.query<Pick<SceneRow, 'scene_id' | 'name'>>('SELECT scene_id, name FROM scenes WHERE scene_id = ANY($1::text[])', [input.sceneIDs]);
      const byID = new Map(rows.map((row) => [row.scene_id, { sceneID: row.scene_id, name: row.name }]));
      return { scenes: [...new Set(input.sceneIDs)].flatMap((id) => byID.get(id) ?? []) };
    }),
    publicQueryCall(Calls.exporter.getExporterSceneDocument, async (input) => {
      const scene = await sceneRow(input.sceneID);
      const { document, problem } = await documentOf(scene, scene.document_version);
      return { document, problem };
    }),
    queryCall(Calls.editor.getSceneVersions, async (input) => {
      const scene = await sceneRow(input.sceneID);
      const { rows } = await pool.query<VersionRow>('SELECT * FROM scene_versions WHERE scene_id = $1 ORDER BY version DESC', [scene.scene_id]);
      return { versions: rows.map(toVersion) };
    }),
  ];
};
