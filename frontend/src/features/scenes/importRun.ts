// One import as the dialog shows it (spec 002: the steps Uploading scene images, Importing SVGs
// (n / m), Getting thumbnails): each file's fate, and the counts the steps are drawn from.
import type { ImportProblem } from '@wb/contracts';

export type ImportStep = 'uploading' | 'importing' | 'thumbnails' | 'done';
/** The dialog's steps, in order ('done' follows the last). */
export const IMPORT_STEPS: readonly Exclude<ImportStep, 'done'>[] = ['uploading', 'importing', 'thumbnails'];

export type ImportFileStatus = 'waiting' | 'uploaded' | 'imported' | 'refused' | 'failed';

export interface ImportFile {
  fileName: string;
  /** The scene this file replaces (the user chose so in 'Update scene(s)'), or null for a new scene. */
  replaceSceneID: string | null;
  status: ImportFileStatus;
  /** Where the upload stored it, once uploaded. */
  url: string | null;
  /** The scene made or replaced, once imported. */
  sceneID: string | null;
  /** Every problem the server found in a refused file ('Whoops!'). */
  problems: ImportProblem[];
  /** Why an upload or an import failed for another reason. */
  message: string | null;
  thumbnail: 'none' | 'made' | 'failed';
}

export interface ImportRun {
  step: ImportStep;
  files: ImportFile[];
  /** Importing SVGs (n / m): the file being imported now (1-based), of the files that uploaded. */
  importing: { n: number; m: number };
  /** Getting thumbnails: made or failed so far, of the imported scenes. */
  thumbnails: { done: number; of: number };
}

export const newImportRun = (files: readonly { fileName: string; replaceSceneID: string | null }[]): ImportRun => ({
  step: 'uploading',
  files: files.map((f) => ({ ...f, status: 'waiting', url: null, sceneID: null, problems: [], message: null, thumbnail: 'none' })),
  importing: { n: 0, m: 0 },
  thumbnails: { done: 0, of: 0 },
});

/** Uploaded files, in the order they were chosen. */
export const uploadedFiles = (run: ImportRun): ImportFile[] => run.files.filter((f) => f.status === 'uploaded');
export const importedFiles = (run: ImportRun): ImportFile[] => run.files.filter((f) => f.status === 'imported');
export const troubledFiles = (run: ImportRun): ImportFile[] => run.files.filter((f) => f.status === 'refused' || f.status === 'failed');

/** Where a step stands, for its line in the dialog. */
export const stepState = (run: ImportRun, step: Exclude<ImportStep, 'done'>): 'todo' | 'active' | 'done' => {
  const order: ImportStep[] = [...IMPORT_STEPS, 'done'];
  const at = order.indexOf(run.step);
  const of = order.indexOf(step);
  return of < at ? 'done' : of === at ? 'active' : 'todo';
};
