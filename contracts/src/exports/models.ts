// What the export calls answer, and the port through which the exporter reports back (implemented by
// command-api, handed to the exporter by the gateway).
import { z } from 'zod';
import type { ExportKind } from './constants';

/** Frames rendered so far, while in progress; null before the first report and once finished. */
export const ExportProgress = z.object({ framesDone: z.number().int(), framesTotal: z.number().int() }).nullable();

/** A file's export, as a project's file for review lists it (spec 002 section 4, File: fileExports). */
export const FileExport = z.object({
  fileExportID: z.string(),
  /** 0 error, 1 in progress, 2 completed; in progress over 4 hours is answered as 0. */
  status: z.number().int(),
  createdOn: z.string(),
  data: z.object({ url: z.string().nullable(), completedOn: z.string().nullable() }),
  progress: ExportProgress,
  /** Why it failed ('Something went wrong, try exporting again.' once stale), or null. */
  error: z.string().nullable(),
});
export type FileExport = z.infer<typeof FileExport>;

/** A file export record of the admin File Exports tab (spec 001 section 4, Export records). */
export const RecentFileExport = z.object({
  fileExportID: z.string(),
  fileID: z.string(),
  projectID: z.string(),
  name: z.string(),
  status: z.number().int(),
  createdOn: z.string(),
  data: z.object({ url: z.string().nullable() }),
  error: z.string().nullable(),
});
export type RecentFileExport = z.infer<typeof RecentFileExport>;

/** A scene export record of the admin File Exports tab (V2 exports). */
export const RecentSceneExport = z.object({
  sceneExportID: z.string(),
  sceneID: z.string(),
  projectID: z.string(),
  sceneData: z.object({ name: z.string() }),
  status: z.number().int(),
  createdOn: z.string(),
  data: z.object({ url: z.string().nullable() }),
  error: z.string().nullable(),
});
export type RecentSceneExport = z.infer<typeof RecentSceneExport>;

/** One export being rendered. */
export interface ExportJobRef {
  readonly exportKind: ExportKind;
  readonly exportID: string;
}

/** One part of an export as the exporter plans it (the data of ExportChunkRequested without the job). */
export interface ExportChunkPlan {
  readonly index: number;
  readonly chunkCount: number;
  /** First frame, inclusive. */
  readonly startFrame: number;
  /** Last frame, exclusive. */
  readonly endFrame: number;
  readonly fps: number;
  readonly documentKey: string;
  readonly width: number;
  readonly height: number;
  readonly attempt: number;
}

export interface ExportResult {
  readonly url: string;
  readonly blobKey: string;
  readonly size: number;
  readonly frames: number;
  readonly durationMs: number;
}

/**
 * How the exporter reports back (common contract, "Reporting back"). Every method is safe to repeat:
 * planning or completing twice records once, and nothing is recorded for an export already completed.
 */
export interface ExportReports {
  planned(job: ExportJobRef, chunks: readonly ExportChunkPlan[]): Promise<void>;
  progressed(exportKind: ExportKind, exportID: string, framesDone: number, framesTotal: number): Promise<void>;
  chunkRendered(chunk: ExportJobRef & { readonly index: number; readonly chunkCount: number }, blobKey: string): Promise<{ allRendered: boolean; chunkKeys: string[] }>;
  completed(exportKind: ExportKind, exportID: string, result: ExportResult): Promise<void>;
  failed(exportKind: ExportKind, exportID: string, reason: string): Promise<void>;
}
