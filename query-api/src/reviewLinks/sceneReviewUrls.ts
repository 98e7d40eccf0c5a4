// The live review link of each scene, for the scene answers' data.reviewUrl (spec 002, Scene entity).
// A link past its expiry opens nothing, so it is no url to show.
import type { Pool } from '@wb/platform';

export const sceneReviewUrlsOf = async (pool: Pool, sceneIDs: readonly string[], now: Date): Promise<Map<string, string>> => {
  if (sceneIDs.length === 0) return new Map();
  const { rows } = await pool.query<{ scene_id: string; review_url: string }>(
    `SELECT scene_id, review_url FROM review_links WHERE kind = 'scene' AND scene_id = ANY($1::text[]) AND (expires_on IS NULL OR expires_on > $2)`,
    [sceneIDs, now],
  );
  return new Map(rows.map((row) => [row.scene_id, row.review_url]));
};
