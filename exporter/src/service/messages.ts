// What the exporter reads off the Bus: the relay's messages (platform's RelayedEvent), whose data is
// checked against the event catalogue before anything is done with it. A message that does not match
// is dropped (with a log line): delivering it again would not change it.
import { ExportEvents, type ExportKind } from '@wb/contracts';
import type { BusMessage, RelayedEvent } from '@wb/platform';
import { isSceneDocumentKey } from './sceneDocuments';

export interface ExportRequest {
  readonly exportKind: ExportKind;
  readonly exportID: string;
  readonly documentKey: string;
  readonly width: number;
  readonly height: number;
  readonly attempt: number;
}

export type ChunkRequest = ReturnType<typeof ExportEvents.ExportChunkRequested.parse> & {
  /** When the part was requested (the event's time): it names the month of the MP4's key. */
  readonly requestedAt: string;
};

const payloadOf = (message: BusMessage): Partial<RelayedEvent> => (typeof message.payload === 'object' && message.payload !== null ? message.payload : {});
const dataOf = (message: BusMessage): unknown => payloadOf(message).data;

/** Ids become parts of blob keys: only what command-api makes them of (UUIDs) is taken. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What a message must hold to be worked on: a bad id or document key would fail on every delivery. */
const workable = (exportID: string, documentKey: string): boolean => SAFE_ID.test(exportID) && isSceneDocumentKey(documentKey);

const requestOf = (exportKind: ExportKind, exportID: string, data: Omit<ExportRequest, 'exportKind' | 'exportID'>): ExportRequest => ({
  exportKind,
  exportID,
  documentKey: data.documentKey,
  width: data.width,
  height: data.height,
  attempt: data.attempt,
});

/** A *ExportRequested message as the job to plan; null for anything else. */
export const exportRequestOf = (message: BusMessage): ExportRequest | null => {
  if (message.type === 'SceneExportRequested') {
    const parsed = ExportEvents.SceneExportRequested.safeParse(dataOf(message));
    return parsed.success && workable(parsed.data.sceneExportID, parsed.data.documentKey) ? requestOf('scene', parsed.data.sceneExportID, parsed.data) : null;
  }
  if (message.type === 'ReviewFileExportRequested') {
    const parsed = ExportEvents.ReviewFileExportRequested.safeParse(dataOf(message));
    return parsed.success && workable(parsed.data.fileExportID, parsed.data.documentKey) ? requestOf('file', parsed.data.fileExportID, parsed.data) : null;
  }
  return null;
};

/** An ExportChunkRequested message as the part to render; null for anything else. */
export const chunkRequestOf = (message: BusMessage): ChunkRequest | null => {
  if (message.type !== 'ExportChunkRequested') return null;
  const parsed = ExportEvents.ExportChunkRequested.safeParse(dataOf(message));
  const time = payloadOf(message).time;
  if (!parsed.success || !workable(parsed.data.exportID, parsed.data.documentKey) || typeof time !== 'string') return null;
  const c = parsed.data;
  const sane = c.index >= 0 && c.index < c.chunkCount && c.startFrame >= 0 && c.startFrame < c.endFrame && c.fps > 0 && c.width > 0 && c.height > 0;
  return sane ? { ...c, requestedAt: time } : null;
};
