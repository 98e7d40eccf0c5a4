// Where the parts and the MP4 of an export are kept in the BlobStore. Every key is derived from what
// is rendered (the export, the document, the size and the frames), never from the attempt or the
// worker: a part rendered twice lands on the same key with the same bytes, so a repeated job leaves
// one file, not two.
import { createHash } from 'node:crypto';
import { UploadPaths, type ExportChunkPlan, type ExportKind, type UploadPurposeName } from '@wb/contracts';
import { deterministicUuid } from '@wb/platform';

const digest = (...parts: readonly (string | number)[]): string => createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 20);

/** What a part's bytes depend on: its export, and its plan without the count or the attempt. */
export type ChunkIdentity = Omit<ExportChunkPlan, 'chunkCount' | 'attempt'> & { readonly exportKind: ExportKind; readonly exportID: string };

/** Every part of one export, whatever its document: what is removed once the MP4 is stored. */
export const chunkPrefixOf = (exportKind: ExportKind, exportID: string): string => `export-parts/${exportKind}/${exportID}/`;

export const chunkKeyOf = (chunk: ChunkIdentity): string =>
  `${chunkPrefixOf(chunk.exportKind, chunk.exportID)}${String(chunk.index).padStart(5, '0')}-${digest(chunk.documentKey, chunk.width, chunk.height, chunk.fps, chunk.startFrame, chunk.endFrame)}.mp4`;

/** The upload purpose of an export's MP4: who may read it goes by it (the blob route's readers by purpose). */
const EXPORT_PURPOSE: UploadPurposeName = 'exportVideo';

/** What the whole MP4 is made from: the same for every part of one export. */
export type RenderIdentity = Omit<ChunkIdentity, 'index' | 'startFrame' | 'endFrame'>;

/**
 * The MP4's key, in the shape of a stored upload (exportVideo/yyyy/mm/uuid.mp4), which is what the
 * blob route serves. The month is the part's request time (every part of one plan is requested in one
 * command, so they agree); the id is derived from what is rendered, so every worker and every repeat
 * names the same file.
 */
export const exportKeyOf = (render: RenderIdentity, requestedAt: string): string => {
  const [year = '1970', month = '01'] = requestedAt.slice(0, 7).split('-');
  const id = deterministicUuid(`export|${render.exportKind}|${render.exportID}|${digest(render.documentKey, render.width, render.height, render.fps)}`);
  return `${EXPORT_PURPOSE}/${year}/${month}/${id}.mp4`;
};

export const urlOfKey = (key: string): string => `${UploadPaths.blobs}/${key}`;
