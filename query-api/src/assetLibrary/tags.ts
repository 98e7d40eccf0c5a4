// Tags: search as typed (exact name first, then names starting with the text, then containing it) and
// one tag, each with the number of active files carrying it.
import { FileStatus, Messages, type Tag } from '@wb/contracts';
import { ApiError, type Pool } from '@wb/platform';

const TAG_SEARCH_MAX = 50;

const withCounts = async (pool: Pool, rows: readonly { tag_id: string; name: string }[]): Promise<Tag[]> => {
  if (rows.length === 0) return [];
  const { rows: counts } = await pool.query<{ tag_id: string; n: number }>(
    `SELECT ft.tag_id, count(*)::int AS n FROM asset_file_tags ft JOIN asset_files f ON f.file_id = ft.file_id AND f.status = $2
     WHERE ft.tag_id = ANY($1) GROUP BY ft.tag_id`,
    [rows.map((r) => r.tag_id), FileStatus.Active],
  );
  const n = new Map(counts.map((c) => [c.tag_id, c.n]));
  return rows.map((r) => ({ tagID: r.tag_id, name: r.name, files: n.get(r.tag_id) ?? 0 }));
};

/** LIKE's own characters typed by a user are literal. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const searchTags = async (pool: Pool, text: string): Promise<{ tags: Tag[]; exactMatch: boolean }> => {
  const typed = text.trim().toLowerCase();
  const prefix = `${escapeLike(typed)}%`;
  const { rows } = await pool.query<{ tag_id: string; name: string; rank: number }>(
    typed === ''
      ? 'SELECT tag_id, name, 1 AS rank FROM asset_tags ORDER BY lower(name), tag_id LIMIT $1'
      : `(SELECT tag_id, name, CASE WHEN lower(name) = $2 THEN 0 ELSE 1 END AS rank FROM asset_tags WHERE lower(name) LIKE $3 ORDER BY lower(name), tag_id LIMIT $1)
         UNION ALL
         (SELECT tag_id, name, 2 AS rank FROM asset_tags WHERE lower(name) LIKE $4 AND lower(name) NOT LIKE $3 ORDER BY lower(name), tag_id LIMIT $1)
         ORDER BY rank, 2 LIMIT $1`,
    typed === '' ? [TAG_SEARCH_MAX] : [TAG_SEARCH_MAX, typed, prefix, `%${escapeLike(typed)}%`],
  );
  return { tags: await withCounts(pool, rows), exactMatch: rows.some((r) => r.rank === 0) };
};

export const oneTag = async (pool: Pool, tagID: string): Promise<Tag> => {
  const { rows } = await pool.query<{ tag_id: string; name: string }>('SELECT tag_id, name FROM asset_tags WHERE tag_id = $1', [tagID]);
  const [tag] = await withCounts(pool, rows);
  if (!tag) throw new ApiError('notFound', Messages.tagNotFound);
  return tag;
};
