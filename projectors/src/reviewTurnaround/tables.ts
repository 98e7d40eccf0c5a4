// The review turnaround read model's tables. Comments keep their month and, once resolved, the hours
// it took, so the query takes exact medians with percentile_cont over the stored durations; a scene
// keeps its round count and whether its document was saved since its last comment
// (docs/decisions/reviewTurnaround.md).
import { createTable, KEY_TEXT, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

export const REVIEW_TURNAROUND_TABLES = ['review_turnaround_projects', 'review_turnaround_scenes', 'review_turnaround_comments'] as const;

export const createReviewTurnaroundTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const comments = t('review_turnaround_comments');
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('review_turnaround_projects')} (project_id ${KEY_TEXT} PRIMARY KEY, name text NOT NULL);
    ${createTable(persistence)} IF NOT EXISTS ${t('review_turnaround_scenes')} (
      scene_id ${KEY_TEXT} PRIMARY KEY,
      project_id ${KEY_TEXT} NOT NULL,
      -- Rounds begun so far; a comment belongs to the scene's round when it was made.
      round integer NOT NULL DEFAULT 0,
      -- True when the next top-level comment begins a round: at first, and after a saved version.
      revised boolean NOT NULL DEFAULT true
    );
    ${createTable(persistence)} IF NOT EXISTS ${comments} (
      -- 'scene' (review of a scene) or 'file' (a file's or the project's own comments): ids of the two
      -- threads are made apart, so the pair is the key.
      source text NOT NULL,
      comment_id ${KEY_TEXT} NOT NULL,
      project_id ${KEY_TEXT} NOT NULL,
      scene_id ${KEY_TEXT},
      round integer,
      -- YYYY-MM (UTC) of created_on.
      month text NOT NULL,
      created_on timestamptz NOT NULL,
      resolved_on timestamptz,
      -- Hours from created_on to resolved_on; null while open.
      hours double precision,
      PRIMARY KEY (source, comment_id)
    );
    CREATE INDEX IF NOT EXISTS ${comments}_month ON ${comments} (month, project_id);
    CREATE INDEX IF NOT EXISTS ${comments}_project ON ${comments} (project_id, month);
  `);
};
