// Rows of the exports read model and the answers made of them. What a status shows is decided when it
// is read: an export still in progress 4 hours after it was created is shown as failed (spec 002
// section 9), with the spec's message; a failed one shows 'Error exporting' (spec 002 section 8).
import { ExportLimits, ExportStatus, Messages, type ExportKind, type FileExport, type RecentFileExport, type RecentSceneExport, type SceneExport } from '@wb/contracts';
import type { Pool } from '@wb/platform';

export interface ExportRow {
  readonly export_id: string;
  readonly kind: ExportKind;
  readonly source_id: string;
  readonly project_id: string;
  readonly name: string;
  readonly status: number;
  readonly frames_done: number | null;
  readonly frames_total: number | null;
  readonly url: string | null;
  /** The exporter's reason for a failure. */
  readonly failure: string | null;
  readonly created_on: Date;
  readonly completed_on: Date | null;
}

/** The most exports one scene or file lists (newest first): far more than anyone keeps downloading. */
const EXPORTS_PER_SOURCE = 20;

interface Shown {
  readonly status: number;
  /** The message a person sees; null unless failed. */
  readonly error: string | null;
  /** Whether the row is still rendering (progress is shown only then). */
  readonly rendering: boolean;
}

export const shownStatus = (row: Pick<ExportRow, 'status' | 'created_on'>, now: Date): Shown => {
  if (row.status === ExportStatus.completed) return { status: ExportStatus.completed, error: null, rendering: false };
  if (row.status === ExportStatus.inProgress) {
    const stale = now.getTime() - row.created_on.getTime() > ExportLimits.staleAfterMs;
    return stale ? { status: ExportStatus.error, error: Messages.exportStale, rendering: false } : { status: ExportStatus.inProgress, error: null, rendering: true };
  }
  return { status: ExportStatus.error, error: Messages.errorExporting, rendering: false };
};

const progressOf = (row: ExportRow, shown: Shown) => (shown.rendering && row.frames_done !== null && row.frames_total !== null ? { framesDone: row.frames_done, framesTotal: row.frames_total } : null);

const dataOf = (row: ExportRow) => ({ url: row.url, completedOn: row.completed_on?.toISOString() ?? null });

export const toSceneExport = (row: ExportRow, now: Date): SceneExport => {
  const shown = shownStatus(row, now);
  return {
    sceneExportID: row.export_id,
    sceneID: row.source_id,
    status: shown.status,
    createdOn: row.created_on.toISOString(),
    data: dataOf(row),
    progress: progressOf(row, shown),
    error: shown.error,
  };
};

export const toFileExport = (row: ExportRow, now: Date): FileExport => {
  const shown = shownStatus(row, now);
  return { fileExportID: row.export_id, status: shown.status, createdOn: row.created_on.toISOString(), data: dataOf(row), progress: progressOf(row, shown), error: shown.error };
};

/** The admin's records say why an export failed: the exporter's reason when it gave one. */
const recordError = (row: ExportRow, shown: Shown): string | null => (shown.error === null ? null : row.status === ExportStatus.error ? (row.failure ?? shown.error) : shown.error);

export const toRecentSceneExport = (row: ExportRow, now: Date): RecentSceneExport => {
  const shown = shownStatus(row, now);
  return {
    sceneExportID: row.export_id,
    sceneID: row.source_id,
    projectID: row.project_id,
    sceneData: { name: row.name },
    status: shown.status,
    createdOn: row.created_on.toISOString(),
    data: { url: row.url },
    error: recordError(row, shown),
  };
};

export const toRecentFileExport = (row: ExportRow, now: Date): RecentFileExport => {
  const shown = shownStatus(row, now);
  return {
    fileExportID: row.export_id,
    fileID: row.source_id,
    projectID: row.project_id,
    name: row.name,
    status: shown.status,
    createdOn: row.created_on.toISOString(),
    data: { url: row.url },
    error: recordError(row, shown),
  };
};

/** The newest exports of each scene or file, by its id: one indexed lookup per id. */
export const exportRowsOf = async (pool: Pool, kind: ExportKind, sourceIDs: readonly string[]): Promise<Map<string, ExportRow[]>> => {
  const byID = new Map<string, ExportRow[]>();
  if (sourceIDs.length === 0) return byID;
  const { rows } = await pool.query<ExportRow>(
    `SELECT e.* FROM unnest($2::text[]) AS s(id)
     CROSS JOIN LATERAL (SELECT * FROM exports WHERE kind = $1 AND source_id = s.id ORDER BY created_on DESC, export_id LIMIT ${EXPORTS_PER_SOURCE}) e`,
    [kind, [...new Set(sourceIDs)]],
  );
  for (const row of rows) byID.set(row.source_id, [...(byID.get(row.source_id) ?? []), row]);
  return byID;
};

/** A file's exports as its review answer lists them, by file id. */
export const fileExportsOf = async (pool: Pool, fileIDs: readonly string[], now: Date): Promise<Map<string, FileExport[]>> => {
  const rows = await exportRowsOf(pool, 'file', fileIDs);
  return new Map([...rows].map(([fileID, list]) => [fileID, list.map((row) => toFileExport(row, now))]));
};

/** A scene's exports as the dashboard's answer lists them, by scene id. */
export const sceneExportsOf = async (pool: Pool, sceneIDs: readonly string[], now: Date): Promise<Map<string, SceneExport[]>> => {
  const rows = await exportRowsOf(pool, 'scene', sceneIDs);
  return new Map([...rows].map(([sceneID, list]) => [sceneID, list.map((row) => toSceneExport(row, now))]));
};
