// Rows of the scenes read model and the answers built from them.
import type { Scene, SceneVersion } from '@wb/contracts';

export interface SceneRow {
  scene_id: string;
  project_id: string;
  name: string;
  duration: number;
  width: number;
  height: number;
  s3_key: string;
  document_version: number;
  notes: string;
  thumbnail: string;
  labels: string[];
  saved_on: Date | null;
  modified: Date;
  created_on: Date;
  open_comments: number;
  comments: number;
}

/** A scene's answer; `reviewUrl` is its live review link's url, null without one. */
export const toScene = (row: SceneRow, reviewUrl: string | null = null): Scene => ({
  sceneID: row.scene_id,
  projectID: row.project_id,
  data: {
    name: row.name,
    duration: row.duration,
    s3Key: row.s3_key,
    dimensions: { width: row.width, height: row.height },
    notes: row.notes,
    thumbnail: row.thumbnail,
    labels: row.labels,
    reviewUrl,
    timestamp: row.saved_on?.toISOString() ?? null,
  },
  documentVersion: row.document_version,
  modified: row.modified.toISOString(),
  createdOn: row.created_on.toISOString(),
  openComments: row.open_comments,
  comments: row.comments,
});

export interface VersionRow {
  scene_id: string;
  version: number;
  key: string;
  hash: string;
  bytes: number;
  element_count: number;
  duration: number;
  user_id: number | null;
  user_name: string;
  restored_from: number | null;
  saved_on: Date;
}

export const toVersion = (row: VersionRow): SceneVersion => ({
  version: row.version,
  hash: row.hash,
  savedOn: row.saved_on.toISOString(),
  userID: row.user_id,
  userName: row.user_name,
  elementCount: row.element_count,
  duration: row.duration,
  bytes: row.bytes,
  restoredFrom: row.restored_from,
});
