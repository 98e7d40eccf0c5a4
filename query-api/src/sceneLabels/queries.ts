// The scene labels read model's lists: the admin Labels tab's and the one the scenes dashboard and
// the editor pick labels from (the same rows, the same order).
import { Calls, type LabelColor, type SceneLabel } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

interface LabelRow {
  label_id: string;
  name: string;
  color: LabelColor;
  created_on: Date;
}

const toLabel = (row: LabelRow): SceneLabel => ({
  labelID: row.label_id,
  name: row.name,
  createdOn: row.created_on.toISOString(),
  data: { color: row.color },
});

/** Every label, by name. */
const allLabels = async (pool: Pool): Promise<{ labels: SceneLabel[] }> => {
  const { rows } = await pool.query<LabelRow>('SELECT * FROM scene_labels ORDER BY lower(name), label_id');
  return { labels: rows.map(toLabel) };
};

export const sceneLabelHandlers = (pool: Pool): QueryRoute[] => [queryCall(Calls.admin.adminGetSceneLabels, () => allLabels(pool)), queryCall(Calls.scene.getSceneLabels, () => allLabels(pool))];
