// What a scene card or an SVG file row shows of its exports (spec 002 section 4, Scene export and File
// export states; section 8): a spinner while the newest export is in progress, 'Error exporting' when
// the newest failed (with why), and the download of the newest completed export whenever there is one.
import { ExportStatus, Messages } from '@wb/contracts';

/** The fields a scene export and a file export share (both answers list them newest first). */
export interface ExportLike {
  status: number;
  data: { url: string | null };
  /** Frames rendered so far while in progress; null before the exporter's first report. */
  progress?: { framesDone: number; framesTotal: number } | null;
  /** Why it failed, or null. */
  error?: string | null;
}

export type ExportShown =
  { kind: 'progress'; framesDone: number | null; framesTotal: number | null } | { kind: 'error'; reason: string; downloadUrl: string | null } | { kind: 'download'; url: string };

const newestDownload = (exports: readonly ExportLike[]): string | null => exports.find((e) => e.status === ExportStatus.completed && e.data.url)?.data.url ?? null;

export const exportShown = (exports: readonly ExportLike[]): ExportShown | null => {
  const [newest] = exports;
  if (!newest) return null;
  if (newest.status === ExportStatus.inProgress) {
    const progress = newest.progress ?? null;
    return { kind: 'progress', framesDone: progress?.framesDone ?? null, framesTotal: progress?.framesTotal ?? null };
  }
  const downloadUrl = newestDownload(exports);
  // The read side answers any other status as an error (spec 001: 1 In progress, 2 Completed, otherwise Error).
  if (newest.status !== ExportStatus.completed) return { kind: 'error', reason: newest.error ?? Messages.errorExporting, downloadUrl };
  return downloadUrl ? { kind: 'download', url: downloadUrl } : null;
};

/** '120 of 900 frames' while the exporter reports, else nothing to count yet. */
export const framesLabel = (shown: { framesDone: number | null; framesTotal: number | null }): string | null =>
  shown.framesDone !== null && shown.framesTotal !== null && shown.framesTotal > 0 ? `${shown.framesDone} of ${shown.framesTotal} frames` : null;

/** Whole percent done, for a progress bar; null before the first report. */
export const percentDone = (shown: { framesDone: number | null; framesTotal: number | null }): number | null =>
  shown.framesDone !== null && shown.framesTotal !== null && shown.framesTotal > 0 ? Math.min(100, Math.floor((shown.framesDone / shown.framesTotal) * 100)) : null;

/** Whether every one of the watched exports has finished (completed or failed): the wait for them is over. */
export const allFinished = (watched: readonly string[], statusOf: (id: string) => number | undefined): boolean =>
  watched.every((id) => {
    const status = statusOf(id);
    return status !== undefined && status !== ExportStatus.inProgress;
  });

/** The file name an MP4 is saved under: the scene's or file's name, without an .svg ending, made safe. */
export const mp4Name = (name: string): string => {
  const base = name
    .replace(/\.svg$/i, '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .trim();
  return `${base || 'export'}.mp4`;
};
