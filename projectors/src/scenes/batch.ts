// The scenes projection applied set-based: the cards, comments and (for a key change) versions a batch
// names are read once, the batch is folded over them in memory (fold.ts), and the result is written with
// one statement per table and kind of change, in an order that keeps apply()'s: the wiped scenes first,
// then the cards, the new versions, the comments, and last the counts of every scene a comment event
// named, counted from its comments as apply()'s recount does.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { text } from '../shared/batchValues';
import { COMMENT_TABLE } from './commentCounts';
import { foldScenes, keyOf, type Card, type Comment, type Folded, type Stored } from './fold';
import { planEachTime } from '../shared/unprepared';

const CARD_COLUMNS = `scene_id text, project_id text, name text, duration float8, width int, height int, s3_key text, document_version int, notes text,
  thumbnail text, labels jsonb, saved_on timestamptz, modified timestamptz, created_on timestamptz, open_comments int, comments int`;
const CARD_NAMES = 'scene_id, project_id, name, duration, width, height, s3_key, document_version, notes, thumbnail, labels, saved_on, modified, created_on, open_comments, comments';

/** What the batch names: every event's scene, the comments, and the (scene, key) of each key change. */
const namedIn = (events: readonly AnyRecordedEvent[]) => {
  const sceneIDs = new Set<string>();
  const commentIDs = new Set<string>();
  const keys: [string, string][] = [];
  for (const event of events) {
    if (!('sceneID' in event.data)) continue;
    const sceneID = text(event.data.sceneID, 'sceneID');
    sceneIDs.add(sceneID);
    if (event.type === 'SceneCommentAdded' || event.type === 'SceneCommentResolved') commentIDs.add(text(event.data.commentID, 'commentID'));
    if (event.type === 'SceneCommentsDeleted' && Array.isArray(event.data.commentIDs)) for (const id of event.data.commentIDs) commentIDs.add(text(id, 'commentID'));
    if (event.type === 'SceneKeyChanged') keys.push([sceneID, text(event.data.s3Key, 's3Key')]);
  }
  return { sceneIDs: [...sceneIDs], commentIDs: [...commentIDs], keys };
};

const readStored = async (client: PoolClient, t: TableName, named: ReturnType<typeof namedIn>): Promise<Stored> => {
  const cards = named.sceneIDs.length
    ? (
        await client.query<Card>(
          `SELECT scene_id, project_id, name, duration, width, height, s3_key, document_version, notes, thumbnail, labels,
                  saved_on::text, modified::text, created_on::text, open_comments, comments
           FROM ${t('scenes')} WHERE scene_id = ANY($1::text[])`,
          [named.sceneIDs],
        )
      ).rows
    : [];
  const comments = named.commentIDs.length
    ? (await client.query<Comment & { comment_id: string }>(`SELECT comment_id, scene_id, top_level, resolved FROM ${t(COMMENT_TABLE)} WHERE comment_id = ANY($1::text[])`, [named.commentIDs])).rows
    : [];
  const versions = named.keys.length
    ? (
        await client.query<{ scene_id: string; key: string; version: number; duration: number }>(
          `SELECT v.scene_id, v.key, v.version, v.duration FROM ${t('scene_versions')} v JOIN unnest($1::text[], $2::text[]) AS k(scene_id, key) ON v.scene_id = k.scene_id AND v.key = k.key`,
          [named.keys.map(([s]) => s), named.keys.map(([, k]) => k)],
        )
      ).rows
    : [];
  const versionsByKey = new Map<string, { version: number; duration: number }[]>();
  // The same (scene, key) asked twice joins twice: each stored version once.
  const seen = new Set<string>();
  for (const v of versions) {
    if (seen.has(JSON.stringify([v.scene_id, v.version]))) continue;
    seen.add(JSON.stringify([v.scene_id, v.version]));
    const key = keyOf(v.scene_id, v.key);
    versionsByKey.set(key, [...(versionsByKey.get(key) ?? []), { version: v.version, duration: v.duration }]);
  }
  return {
    cards: new Map(cards.map((c) => [c.scene_id, c])),
    comments: new Map(comments.map(({ comment_id, ...c }) => [comment_id, c])),
    versionsByKey,
  };
};

const write = async (client: PoolClient, t: TableName, folded: Folded): Promise<void> => {
  const comments = t(COMMENT_TABLE);
  if (folded.wiped.size > 0)
    await client.query(
      `WITH versions AS (DELETE FROM ${t('scene_versions')} WHERE scene_id = ANY($1::text[])), comments AS (DELETE FROM ${comments} WHERE scene_id = ANY($1::text[]))
       DELETE FROM ${t('scenes')} WHERE scene_id = ANY($1::text[])`,
      [[...folded.wiped]],
    );
  const cards = [...folded.cards.values()].filter((c) => c !== undefined);
  if (cards.length > 0)
    await client.query(
      `INSERT INTO ${t('scenes')} (${CARD_NAMES}) SELECT ${CARD_NAMES} FROM jsonb_to_recordset($1::jsonb) AS r(${CARD_COLUMNS})
       ON CONFLICT (scene_id) DO UPDATE SET ${CARD_NAMES.split(', ')
         .slice(1)
         .map((c) => `${c} = EXCLUDED.${c}`)
         .join(', ')}`,
      [JSON.stringify(cards)],
    );
  if (folded.versions.length > 0)
    // No ON CONFLICT: a version already stored makes this throw, as apply()'s insert does.
    await client.query(
      `INSERT INTO ${t('scene_versions')} (scene_id, version, key, hash, bytes, element_count, duration, user_id, user_name, restored_from, saved_on)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(scene_id text, version int, key text, hash text, bytes int, element_count int, duration float8,
         user_id int, user_name text, restored_from int, saved_on timestamptz)`,
      [JSON.stringify(folded.versions)],
    );
  const changed = [...folded.comments];
  const removed = changed.filter(([, c]) => !c).map(([id]) => id);
  const kept = changed.flatMap(([id, c]) => (c ? [{ comment_id: id, ...c }] : []));
  if (removed.length > 0) await client.query(`DELETE FROM ${comments} WHERE comment_id = ANY($1::text[])`, [removed]);
  if (kept.length > 0)
    await client.query(
      `INSERT INTO ${comments} (comment_id, scene_id, top_level, resolved) SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::boolean[])
       ON CONFLICT (comment_id) DO UPDATE SET scene_id = EXCLUDED.scene_id, top_level = EXCLUDED.top_level, resolved = EXCLUDED.resolved`,
      [kept.map((c) => c.comment_id), kept.map((c) => c.scene_id), kept.map((c) => c.top_level), kept.map((c) => c.resolved)],
    );
  if (folded.recount.size > 0)
    await client.query(
      `UPDATE ${t('scenes')} s SET open_comments = c.open, comments = c.total
       FROM (SELECT r.scene_id, (count(*) FILTER (WHERE k.top_level AND NOT k.resolved))::int AS open, count(k.comment_id)::int AS total
             FROM unnest($1::text[]) AS r(scene_id) LEFT JOIN ${comments} k ON k.scene_id = r.scene_id GROUP BY r.scene_id) c
       WHERE s.scene_id = c.scene_id`,
      [[...folded.recount]],
    );
};

export const applyScenesBatch = async (connection: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const client = planEachTime(connection);
  const stored = await readStored(client, t, namedIn(events));
  await write(client, t, foldScenes(events, stored));
};
