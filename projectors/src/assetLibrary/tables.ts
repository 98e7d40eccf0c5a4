// The asset library read model's tables: kits (with their live file count), directories, files (with
// their versions, newest first), each file's kit links (with its directory and its order in the kit),
// tags, file tags, file projects and the project names copied from the events.
import { createTable, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';

export const assetTables = ['asset_kits', 'asset_directories', 'asset_files', 'asset_kit_files', 'asset_tags', 'asset_file_tags', 'asset_file_projects', 'asset_project_names'] as const;

export const createAssetTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  const [kits, dirs, files, kitFiles, tags, fileTags, fileProjects, projectNames] = assetTables.map((name) => t(name));
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${kits} (
      kit_id text PRIMARY KEY,
      name text NOT NULL,
      slug text NOT NULL,
      root_directory_id text NOT NULL,
      visibility text NOT NULL,
      thumbnail text,
      deleted boolean NOT NULL DEFAULT false,
      created_on timestamptz NOT NULL,
      file_count integer NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS ${kits}_slug ON ${kits} (lower(slug)) WHERE NOT deleted;
    ${createTable(persistence)} IF NOT EXISTS ${dirs} (
      directory_id text PRIMARY KEY,
      kit_id text NOT NULL,
      name text NOT NULL,
      parent_id text
    );
    CREATE INDEX IF NOT EXISTS ${dirs}_kit ON ${dirs} (kit_id);
    ${createTable(persistence)} IF NOT EXISTS ${files} (
      file_id text PRIMARY KEY,
      uuid text NOT NULL,
      name text NOT NULL,
      type text NOT NULL,
      status smallint NOT NULL,
      created_on timestamptz NOT NULL,
      modified timestamptz NOT NULL,
      seq bigint NOT NULL,
      project_id text,
      project_asset_type text,
      url text NOT NULL,
      size bigint NOT NULL,
      user_id integer,
      user_name text NOT NULL,
      versions jsonb NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${files}_uuid ON ${files} (uuid);
    CREATE INDEX IF NOT EXISTS ${files}_active ON ${files} (seq) WHERE status = 1;
    ${createTable(persistence)} IF NOT EXISTS ${kitFiles} (
      link_id text PRIMARY KEY,
      kit_id text NOT NULL,
      file_id text NOT NULL,
      directory_id text,
      idx bigint NOT NULL,
      active boolean NOT NULL,
      UNIQUE (kit_id, file_id)
    );
    CREATE INDEX IF NOT EXISTS ${kitFiles}_order ON ${kitFiles} (kit_id, idx, link_id);
    CREATE INDEX IF NOT EXISTS ${kitFiles}_file ON ${kitFiles} (file_id);
    CREATE INDEX IF NOT EXISTS ${kitFiles}_directory ON ${kitFiles} (directory_id) WHERE directory_id IS NOT NULL;
    ${createTable(persistence)} IF NOT EXISTS ${tags} (
      tag_id text PRIMARY KEY,
      name text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${tags}_name ON ${tags} (lower(name) text_pattern_ops);
    ${createTable(persistence)} IF NOT EXISTS ${fileTags} (
      file_id text NOT NULL,
      tag_id text NOT NULL,
      PRIMARY KEY (file_id, tag_id)
    );
    CREATE INDEX IF NOT EXISTS ${fileTags}_tag ON ${fileTags} (tag_id);
    ${createTable(persistence)} IF NOT EXISTS ${fileProjects} (
      file_id text NOT NULL,
      project_id text NOT NULL,
      PRIMARY KEY (file_id, project_id)
    );
    CREATE INDEX IF NOT EXISTS ${fileProjects}_project ON ${fileProjects} (project_id);
    ${createTable(persistence)} IF NOT EXISTS ${projectNames} (
      project_id text PRIMARY KEY,
      name text NOT NULL
    );
  `);
};
