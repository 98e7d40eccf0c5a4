// The review turnaround applied set-based: the stored rows a batch names are read once (two
// statements), the batch is folded in memory (fold.ts), and the result is written with one statement
// per table and kind of change. Months and hours are computed by the same SQL expressions as apply()
// from the same timestamps, so both ways store the same values to the bit.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { commentKey, foldBatch, namedIn, type SceneState, type Source } from './fold';

const HOURS = `extract(epoch FROM r.resolved_on - c.created_on)::double precision / 3600`;

const readStored = async (client: PoolClient, t: TableName, sceneIDs: readonly string[], keys: readonly [Source, string][]) => {
  const [scenes, comments] = await Promise.all([
    client.query<{ scene_id: string; project_id: string; round: number; revised: boolean }>(
      `SELECT scene_id, project_id, round, revised FROM ${t('review_turnaround_scenes')} WHERE scene_id = ANY($1::text[])`,
      [sceneIDs],
    ),
    client.query<{ source: Source; comment_id: string }>(
      `SELECT c.source, c.comment_id FROM unnest($1::text[], $2::text[]) AS k(source, comment_id)
       JOIN ${t('review_turnaround_comments')} c ON c.source = k.source AND c.comment_id = k.comment_id`,
      [keys.map(([s]) => s), keys.map(([, id]) => id)],
    ),
  ]);
  return {
    scenes: new Map<string, SceneState>(scenes.rows.map((r) => [r.scene_id, { projectID: r.project_id, round: r.round, revised: r.revised }])),
    keys: new Set(comments.rows.map((r) => commentKey(r.source, r.comment_id))),
  };
};

export const applyReviewTurnaroundBatch = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const named = namedIn(events);
  // A batch of project events alone names no scene nor comment: nothing stored to read.
  const stored = named.sceneIDs.length + named.keys.length === 0 ? { scenes: new Map<string, SceneState>(), keys: new Set<string>() } : await readStored(client, t, named.sceneIDs, named.keys);
  const folded = foldBatch(events, stored.scenes, stored.keys);
  const comments = t('review_turnaround_comments');
  const sourceOf = new Map(named.keys.map(([source, id]) => [commentKey(source, id), { source, comment_id: id }]));
  const dropped = [];
  const added = [];
  const resolved = [];
  for (const [key, state] of folded.comments) {
    const id = sourceOf.get(key);
    if (!id) continue;
    if (state.dropStored) dropped.push(id);
    if (state.added) {
      const a = state.added;
      added.push({ ...id, project_id: a.projectID, scene_id: a.sceneID, round: a.round, created_on: a.createdOn, resolved_on: state.resolvedOn ?? null });
    } else if (state.stored && state.resolvedOn !== undefined) resolved.push({ ...id, resolved_on: state.resolvedOn });
  }
  if (folded.projects.size > 0)
    await client.query(
      `INSERT INTO ${t('review_turnaround_projects')} (project_id, name) SELECT project_id, name FROM jsonb_to_recordset($1::jsonb) AS r(project_id text, name text)
       ON CONFLICT (project_id) DO UPDATE SET name = EXCLUDED.name`,
      [JSON.stringify([...folded.projects].map(([project_id, name]) => ({ project_id, name })))],
    );
  if (folded.scenes.size > 0)
    await client.query(
      `INSERT INTO ${t('review_turnaround_scenes')} (scene_id, project_id, round, revised)
       SELECT scene_id, project_id, round, revised FROM jsonb_to_recordset($1::jsonb) AS r(scene_id text, project_id text, round integer, revised boolean)
       ON CONFLICT (scene_id) DO UPDATE SET round = EXCLUDED.round, revised = EXCLUDED.revised`,
      [JSON.stringify([...folded.scenes].map(([scene_id, s]) => ({ scene_id, project_id: s.projectID, round: s.round, revised: s.revised })))],
    );
  if (dropped.length > 0)
    await client.query(`DELETE FROM ${comments} c USING jsonb_to_recordset($1::jsonb) AS r(source text, comment_id text) WHERE c.source = r.source AND c.comment_id = r.comment_id`, [
      JSON.stringify(dropped),
    ]);
  if (added.length > 0)
    await client.query(
      `INSERT INTO ${comments} (source, comment_id, project_id, scene_id, round, month, created_on, resolved_on, hours)
       SELECT r.source, r.comment_id, r.project_id, r.scene_id, r.round, to_char(c.created_on AT TIME ZONE 'UTC', 'YYYY-MM'), c.created_on, r.resolved_on,
              CASE WHEN r.resolved_on IS NOT NULL THEN ${HOURS} END
       FROM jsonb_to_recordset($1::jsonb) AS r(source text, comment_id text, project_id text, scene_id text, round integer, created_on text, resolved_on timestamptz)
       CROSS JOIN LATERAL (SELECT r.created_on::timestamptz AS created_on) c`,
      [JSON.stringify(added)],
    );
  if (resolved.length > 0)
    await client.query(
      `UPDATE ${comments} c SET resolved_on = r.resolved_on, hours = CASE WHEN r.resolved_on IS NOT NULL THEN ${HOURS} END
       FROM jsonb_to_recordset($1::jsonb) AS r(source text, comment_id text, resolved_on timestamptz)
       WHERE c.source = r.source AND c.comment_id = r.comment_id`,
      [JSON.stringify(resolved)],
    );
};
