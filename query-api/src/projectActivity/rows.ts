// Rows of the projectActivity read model and the items built from them, as the asker sees them: an
// anonymous comment of someone else shows the anonymous name and no user id.
import { ANONYMOUS_AUTHOR_NAME, PROJECT_LEVEL_FILE_ID, type ActivityFile, type ActivityItem, type ProjectAssetFile } from '@wb/contracts';

export interface ItemRow {
  item_id: string;
  seq: string;
  kind: string;
  user_id: number | null;
  time: Date;
  started_on: Date;
  comment_id: string | null;
  file_id: string | null;
  text: string | null;
  anonymous: boolean;
  reply: boolean;
  file_count: number;
  given_name: string | null;
  family_name: string | null;
  file_name: string | null;
  files: ActivityFile[] | null;
}

export const toItem = (row: ItemRow, askerID: number): ActivityItem => {
  const base = {
    itemID: row.item_id,
    position: Number(row.seq),
    time: row.time.toISOString(),
    user:
      row.anonymous && row.user_id !== askerID
        ? { userID: null, givenName: ANONYMOUS_AUTHOR_NAME, familyName: '' }
        : { userID: row.user_id, givenName: row.given_name ?? '', familyName: row.family_name ?? '' },
  };
  if (row.kind === 'comment')
    return {
      ...base,
      kind: 'comment',
      commentID: row.comment_id ?? '',
      fileID: row.file_id ?? PROJECT_LEVEL_FILE_ID,
      fileName: row.file_name,
      text: row.text ?? '',
      reply: row.reply,
    };
  return { ...base, kind: 'upload', startedOn: row.started_on.toISOString(), fileCount: row.file_count, files: row.files ?? [] };
};

export interface AssetRow {
  file_id: string;
  name: string;
  file_type: string;
  project_asset_type: string;
  url: string;
  user_name: string;
  created_on: Date;
}

export const toAssetFile = (row: AssetRow): ProjectAssetFile => ({
  fileID: row.file_id,
  name: row.name,
  type: row.file_type,
  projectAssetType: row.project_asset_type,
  url: row.url,
  userName: row.user_name,
  createdOn: row.created_on.toISOString(),
});
