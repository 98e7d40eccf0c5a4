// A file export renders the scene its SVG makes: the file is imported with the scene import's own rules
// and worker (scenes/importRoutes.ts), its pictures stored as an import stores them, and the document
// kept in the DocumentStore's scenes collection, where the exporter reads every document it renders.
import { blobKeyOfUrl, Messages, SceneDefaults } from '@wb/contracts';
import { ApiError, type BlobStore, type DocumentStore } from '@wb/platform';
import { SCENES, serializeDocument } from '../scenes/documents';
import { storeEmbeddedImages } from '../scenes/embeddedImageStore';
import { importInWorker, readSvg } from '../scenes/importRoutes';
import type { FileState } from '../assets/domain/file/state';

export interface FileDocument {
  readonly documentKey: string;
  readonly width: number;
  readonly height: number;
  readonly durationMs: number;
}

/** A refusal of the import, blamed on the export it was for (the call names exports, not files). */
const refusal = (err: unknown): unknown => (err instanceof ApiError ? new ApiError(err.code, err.message, { fileExportIDs: err.message }, err.details) : err);

/**
 * Imports the file's current version and stores its document under a key of the export and the
 * version, so a retried request finds the document it stored and stores nothing twice.
 */
export const documentOfFile = async (deps: { blobs: BlobStore; documents: DocumentStore }, fileExportID: string, file: FileState, userID: number): Promise<FileDocument> => {
  const key = blobKeyOfUrl(file.url);
  if (key === null) throw new ApiError('validation', Messages.fileNotSvg, { fileExportIDs: Messages.fileNotSvg });
  try {
    const svgText = await readSvg(deps.blobs, key);
    const parsed = await importInWorker(svgText, { sceneID: fileExportID, fileName: `${file.name}.svg` });
    const [problem] = parsed.problems;
    if (problem !== undefined) throw new ApiError('sceneImportRefused', problem.message, { fileExportIDs: problem.message }, { title: Messages.whoops, problems: parsed.problems });
    const document = await storeEmbeddedImages(deps.blobs, parsed.document, userID);
    const documentKey = `fileexport-${fileExportID}/${file.version}`;
    // Taken already: an earlier try of this request stored the same version's document.
    await deps.documents.create(SCENES, documentKey, serializeDocument(fileExportID, document).json);
    return { documentKey, width: document.dimensions?.width ?? SceneDefaults.width, height: document.dimensions?.height ?? SceneDefaults.height, durationMs: document.duration };
  } catch (err) {
    throw refusal(err);
  }
};
