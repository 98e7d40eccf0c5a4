// What the blobHolders read model says of one stored file, in one statement: its holdings, each with
// whether it is public and whether it is a project's, and the reader's downloads today. Every part is
// an index lookup by key or by holder id, so the blob GET stays one round trip.
import { BlobHolderKinds, KitVisibility, type BlobHolderKind } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import type { BlobHolding } from './blobAccess';

const PUBLIC_KIT = `k.visibility = '${KitVisibility.publicRead}' AND NOT k.deleted`;

const HOLDINGS = `
  SELECT h.holder AS kind,
    CASE h.holder
      WHEN '${BlobHolderKinds.file}' THEN
        NOT EXISTS (SELECT 1 FROM blob_holder_deleted_files d WHERE d.file_id = h.holder_id)
        AND EXISTS (SELECT 1 FROM blob_holder_file_kits fk JOIN blob_holder_kits k ON k.kit_id = fk.kit_id WHERE fk.file_id = h.holder_id AND ${PUBLIC_KIT})
      WHEN '${BlobHolderKinds.kitThumbnail}' THEN EXISTS (SELECT 1 FROM blob_holder_kits k WHERE k.kit_id = h.holder_id AND ${PUBLIC_KIT})
      ELSE false
    END AS public,
    h.holder = '${BlobHolderKinds.file}' AND EXISTS (SELECT 1 FROM blob_holder_file_projects p WHERE p.file_id = h.holder_id) AS in_project,
    (SELECT dd.downloads FROM blob_daily_downloads dd WHERE dd.user_id = $2 AND dd.day = $3) AS downloads_today
  FROM blob_holders h WHERE h.key = $1`;

export interface HoldingsOfBlob {
  readonly holdings: readonly BlobHolding[];
  readonly downloadsToday: number;
}

/** `userID` is the reader's (null for a visitor), `day` today's date (UTC, yyyy-mm-dd). */
export const holdingsOf = async (pool: Pool, key: string, userID: number | null, day: string): Promise<HoldingsOfBlob> => {
  const { rows } = await pool.query<{ kind: BlobHolderKind; public: boolean; in_project: boolean; downloads_today: number | null }>(HOLDINGS, [key, userID, day]);
  return {
    holdings: rows.map((r) => ({ kind: r.kind, public: r.public, inProject: r.in_project })),
    downloadsToday: rows[0]?.downloads_today ?? 0,
  };
};
