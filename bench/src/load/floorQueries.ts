// The floor of each latency case: the same answer's stored rows read by one prepared SELECT, PostgreSQL
// making the JSON text, so that the handler around it has nothing left to do but send it. What the
// product adds over this (sessions, access checks, validation, its query code, logging) is the ratio.

export type FloorCase = 'dashboard' | 'search' | 'asset_search' | 'comments';

export interface FloorQuery {
  /** The prepared statement, one JSON text column `body`. */
  readonly sql: string;
  /** Its values, from the request's JSON body (the same body the product's call takes). */
  readonly values: (input: Record<string, unknown>) => unknown[];
}

const text = (input: Record<string, unknown>, name: string): string => String(input[name] ?? '');
/** A LIKE pattern matching the text anywhere (the project list's trigram index serves it). */
const containing = (value: string): string =>
  `%${value
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const CARD = 'project_id, name, status, created_on, modified, groups, members, thumbnail, types, comment_count, word_count, links, due_date, trello, learn_status';

export const FLOOR_QUERIES: Record<FloorCase, FloorQuery> = {
  // The first 100 active cards, newest first (the dashboard's first page for a user who opened none).
  dashboard: {
    sql: `SELECT coalesce(json_agg(p), '[]')::text AS body FROM (SELECT ${CARD} FROM projects WHERE status = 1 ORDER BY modified DESC, project_id LIMIT 100) p`,
    values: () => [],
  },
  // The first 100 active cards whose name holds the typed text, newest first.
  search: {
    sql: `SELECT coalesce(json_agg(p), '[]')::text AS body FROM (SELECT ${CARD} FROM projects WHERE status = 1 AND name_lower LIKE $1 ORDER BY modified DESC, project_id LIMIT 100) p`,
    values: (input) => [containing(text(input, 'text'))],
  },
  // 50 files with a word starting with the typed text (the search index's rests), their stored models.
  asset_search: {
    sql: `SELECT coalesce(json_agg(f.model), '[]')::text AS body FROM (
            SELECT DISTINCT file_id FROM file_search_terms WHERE key >= $1 AND key < $1 || chr(1114111) LIMIT 50) hit
          JOIN file_search_files f ON f.file_id = hit.file_id`,
    values: (input) => [text(input, 'text').trim().toLowerCase()],
  },
  // A scene's comments in order.
  comments: {
    sql: "SELECT coalesce(json_agg(c ORDER BY c.seq), '[]')::text AS body FROM scene_comments c WHERE c.scene_id = $1",
    values: (input) => [text(input, 'sceneID')],
  },
};
