// The PostgreSQL file search's tables. Three shapes of the same documents, each read by one kind of
// search so that every search walks an index in the order it answers and stops at the page's end:
// - docs: one row per file (the listing without text, the sorts, the words every typed word must start);
// - terms: one row per "rest" (a word of the name, a kit's name or a tag's name, to the end of that
//   text), with its kind (1 the name's start, 2 a later word of the name, 3 a kit or tag) and the file's
//   time. A typed text with few rests is read whole from the btree of the rests; one with many is walked
//   through btrees on the rest's first 1, 2 or 4 letters, kind, newest first, so it is answered in rank
//   order without reading the other matches (docs/decisions/file-search.md);
// - members: one row per file in a kit, with the words, for searches inside a kit or a directory
//   (a kit holds a few thousand files: all of them are ranked exactly).
import type { Pool } from 'pg';
import { underDdlLock } from '../../projections/schema';

export interface FileSearchTables {
  readonly docs: string;
  readonly terms: string;
  readonly members: string;
}

export const tablesOf = (prefix: string): FileSearchTables => {
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix)) throw new Error(`file search: bad table prefix ${prefix}`);
  return { docs: `${prefix}_docs`, terms: `${prefix}_terms`, members: `${prefix}_members` };
};

export const createFileSearchTables = async (pool: Pool, t: FileSearchTables): Promise<void> => {
  await underDdlLock(pool, async (client) => {
    await client.query(`
      CREATE TABLE IF NOT EXISTS ${t.docs} (
        file_id text COLLATE "C" PRIMARY KEY,
        created timestamptz NOT NULL,
        -- ' ' before every word of the name (name_key) and of the name, kits and tags (words), so that
        -- strpos(words, ' ' || typed) finds a word start. Byte order: the words are already folded.
        name_key text COLLATE "C" NOT NULL,
        words text COLLATE "C" NOT NULL,
        sort_name text COLLATE "C" NOT NULL,
        num bigint,
        type text NOT NULL,
        status smallint NOT NULL,
        kits text[] NOT NULL,
        tags text[] NOT NULL);
      CREATE INDEX IF NOT EXISTS ${t.docs}_created ON ${t.docs} (created DESC, file_id);
      CREATE INDEX IF NOT EXISTS ${t.docs}_name ON ${t.docs} (sort_name, file_id);
      CREATE INDEX IF NOT EXISTS ${t.docs}_num ON ${t.docs} (num, sort_name, file_id);
      CREATE INDEX IF NOT EXISTS ${t.docs}_tags ON ${t.docs} USING gin (tags);

      CREATE TABLE IF NOT EXISTS ${t.terms} (
        file_id text COLLATE "C" NOT NULL,
        kind smallint NOT NULL,
        key text COLLATE "C" NOT NULL,
        g1 text COLLATE "C" NOT NULL,
        g2 text COLLATE "C" NOT NULL,
        g4 text COLLATE "C" NOT NULL,
        created timestamptz NOT NULL,
        status smallint NOT NULL,
        type text NOT NULL);
      CREATE INDEX IF NOT EXISTS ${t.terms}_file ON ${t.terms} (file_id);
      -- Exact ranges (every rest starting with the typed text), read from the index alone.
      CREATE INDEX IF NOT EXISTS ${t.terms}_key ON ${t.terms} (key) INCLUDE (kind, created, file_id, status, type);
      CREATE INDEX IF NOT EXISTS ${t.terms}_g1 ON ${t.terms} (g1, kind, created DESC, file_id) INCLUDE (status, type);
      CREATE INDEX IF NOT EXISTS ${t.terms}_g2 ON ${t.terms} (g2, kind, created DESC, file_id) INCLUDE (key, status, type);
      CREATE INDEX IF NOT EXISTS ${t.terms}_g4 ON ${t.terms} (g4, kind, created DESC, file_id) INCLUDE (key, status, type);

      CREATE TABLE IF NOT EXISTS ${t.members} (
        kit_id text NOT NULL,
        file_id text COLLATE "C" NOT NULL,
        dir_id text,
        created timestamptz NOT NULL,
        name_key text COLLATE "C" NOT NULL,
        words text COLLATE "C" NOT NULL,
        sort_name text COLLATE "C" NOT NULL,
        num bigint,
        type text NOT NULL,
        status smallint NOT NULL,
        tags text[] NOT NULL,
        PRIMARY KEY (kit_id, file_id));
      CREATE INDEX IF NOT EXISTS ${t.members}_kit ON ${t.members} (kit_id, created DESC, file_id)
        INCLUDE (dir_id, name_key, words, sort_name, num, type, status, tags);
      CREATE INDEX IF NOT EXISTS ${t.members}_dir ON ${t.members} (dir_id, created DESC, file_id) WHERE dir_id IS NOT NULL;
      CREATE INDEX IF NOT EXISTS ${t.members}_file ON ${t.members} (file_id);`);
  });
};
