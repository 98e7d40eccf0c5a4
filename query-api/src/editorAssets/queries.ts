// The editor Library's list, from the editorAssets read model: its rows, and each asset's element tree
// from the DocumentStore by the key the row records.
import { Calls, type EditorAsset } from '@wb/contracts';
import type { DocumentStore, Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

/** The DocumentStore collection of the assets' element trees. */
const EDITOR_ASSETS = 'editorAssets';

interface EditorAssetRow {
  asset_id: string;
  name: string;
  type: 'image' | 'symbol';
  key: string;
  user_id: number | null;
  created_on: Date;
}

const toEditorAsset = (row: EditorAssetRow, svgson: unknown): EditorAsset => ({
  assetID: row.asset_id,
  name: row.name,
  type: row.type,
  svgson,
  userID: row.user_id,
  createdOn: row.created_on.toISOString(),
});

/** Parses a stored element tree; one that cannot be read answers null rather than failing the whole list. */
const parsedTree = (json: string | undefined): unknown => {
  if (json === undefined) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
};

export const editorAssetHandlers = (pool: Pool, documents: DocumentStore): QueryRoute[] => [
  queryCall(Calls.scene.getEditorAssets, async () => {
    const { rows } = await pool.query<EditorAssetRow>('SELECT * FROM editor_assets ORDER BY created_on DESC, asset_id');
    const trees = await documents.getMany(
      EDITOR_ASSETS,
      rows.map((row) => row.key),
    );
    return { assets: rows.map((row) => toEditorAsset(row, parsedTree(trees.get(row.key)))) };
  }),
];
