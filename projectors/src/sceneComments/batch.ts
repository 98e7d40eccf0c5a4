// The sceneComments read model applied a batch at a time. Runs of the events the product writes most
// (scenes created, names, comments added and resolved) are folded over the one stored fact they depend
// on, read once (which of their scenes exist), and written with one statement per table;
// the others (a scene's deletion, an edit, a comment's deletion) are applied one at a time between the
// runs, so a run never removes a row and the order of writes is kept.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { upsertAuthorRows } from '../shared/authorRows';
import { required } from '../shared/required';
import { applyInRuns } from '../shared/runs';

type Event<T extends AnyRecordedEvent['type']> = Extract<AnyRecordedEvent, { type: T }>;
type RunEvent = Event<'SceneCreated' | 'UserAdded' | 'SceneCommentAdded' | 'SceneCommentResolved'>;

const RUN_TYPES = new Set<string>(['SceneCreated', 'UserAdded', 'SceneCommentAdded', 'SceneCommentResolved']);
const inRun = (event: AnyRecordedEvent): event is RunEvent => RUN_TYPES.has(event.type);

/** The scenes of those named that are stored (a join on the key: the fresh tables of a rebuild have no statistics to plan `= ANY` by). */
const storedScenes = async (client: PoolClient, table: string, ids: readonly string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const { rows } = await client.query<{ id: string }>(`SELECT s.scene_id AS id FROM unnest($1::text[]) AS k(id) JOIN ${table} s ON s.scene_id = k.id`, [[...new Set(ids)]]);
  return new Set(rows.map((r) => r.id));
};

const commentRow = (e: Event<'SceneCommentAdded'>, ord: number) => {
  const d = e.data;
  // JSON drops a missing value, which the one-at-a-time insert would refuse: refused here too.
  required(e, d.commentID, d.sceneID, d.userID, d.text, d.annotations, d.mentionedUserIDs, d.anonymous);
  return {
    ord,
    comment_id: d.commentID,
    scene_id: d.sceneID,
    user_id: d.userID,
    text: d.text,
    timestamp: d.timestamp,
    parent_comment_id: d.parentCommentID,
    reply_to_comment_id: d.replyToCommentID,
    annotations: d.annotations,
    mentioned_user_ids: d.mentionedUserIDs,
    anonymous: d.anonymous,
    scene_version: d.sceneVersion,
    created_on: e.metadata.time,
  };
};

/**
 * The run's rows: comments added to a live scene, each comment's last resolution once it exists. An id
 * the run adds twice throws, as apply()'s plain insert does; one stored already makes the insert throw.
 * So a resolution before the run adds its comment found no row, and is dropped at the add.
 */
const foldRun = (events: readonly RunEvent[], liveScenes: Set<string>) => {
  const scenes: string[] = [];
  const comments: ReturnType<typeof commentRow>[] = [];
  const added = new Set<string>();
  const resolutions = new Map<string, { comment_id: string; resolved_by: number | null; resolved_on: string | null }>();
  for (const e of events) {
    switch (e.type) {
      case 'SceneCreated':
        scenes.push(e.data.sceneID);
        liveScenes.add(e.data.sceneID);
        break;
      case 'SceneCommentAdded':
        if (!liveScenes.has(e.data.sceneID)) break;
        if (added.has(e.data.commentID)) throw new Error(`Scene comment ${e.data.commentID} is added a second time`);
        added.add(e.data.commentID);
        resolutions.delete(e.data.commentID);
        comments.push(commentRow(e, comments.length));
        break;
      case 'SceneCommentResolved': {
        const { commentID, userID, resolved } = e.data;
        resolutions.set(commentID, { comment_id: commentID, resolved_by: resolved ? userID : null, resolved_on: resolved ? e.metadata.time : null });
        break;
      }
      default:
        break;
    }
  }
  return { scenes, comments, resolutions: [...resolutions.values()] };
};

const writeRun = async (client: PoolClient, events: readonly RunEvent[], t: TableName): Promise<void> => {
  const added = events.filter((e): e is Event<'SceneCommentAdded'> => e.type === 'SceneCommentAdded');
  const comments = t('scene_comments');
  const liveScenes = await storedScenes(
    client,
    t('scene_comment_scenes'),
    added.map((e) => e.data.sceneID),
  );
  const run = foldRun(events, liveScenes);
  if (run.scenes.length > 0) await client.query(`INSERT INTO ${t('scene_comment_scenes')} (scene_id) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [run.scenes]);
  await upsertAuthorRows(
    client,
    t('scene_comment_authors'),
    events.filter((e): e is Event<'UserAdded'> => e.type === 'UserAdded'),
  );
  // In the log's order, so each takes the number of the seq identity apply()'s insert would.
  if (run.comments.length > 0)
    await client.query(
      `INSERT INTO ${comments} (comment_id, scene_id, user_id, text, timestamp, parent_comment_id, reply_to_comment_id, annotations, mentioned_user_ids, anonymous, scene_version, created_on)
       SELECT comment_id, scene_id, user_id, text, timestamp, parent_comment_id, reply_to_comment_id, annotations, mentioned_user_ids, anonymous, scene_version, created_on
       FROM jsonb_to_recordset($1::jsonb) AS r(ord integer, comment_id text, scene_id text, user_id integer, text text, timestamp double precision, parent_comment_id text,
         reply_to_comment_id text, annotations jsonb, mentioned_user_ids jsonb, anonymous boolean, scene_version integer, created_on timestamptz)
       ORDER BY ord`,
      [JSON.stringify(run.comments)],
    );
  if (run.resolutions.length > 0)
    await client.query(
      `UPDATE ${comments} c SET resolved_by = r.resolved_by, resolved_on = r.resolved_on
       FROM jsonb_to_recordset($1::jsonb) AS r(comment_id text, resolved_by integer, resolved_on timestamptz) WHERE c.comment_id = r.comment_id`,
      [JSON.stringify(run.resolutions)],
    );
};

export const applySceneCommentsBatch = applyInRuns(inRun, writeRun);
