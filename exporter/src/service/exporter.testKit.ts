// Test doubles for the exporter service: a deterministic renderer (its bytes depend only on what it
// is asked to draw, as the real one's do), scene documents in memory, and an ExportReports that keeps
// command-api's promises (planning, completing and failing are safe to repeat) with a relay that
// publishes what it records on the Bus, one message at a time, as the event store's relay does.
import { createHash, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { ExportChunkPlan, ExportJobRef, ExportKind, ExportReports, ExportResult } from '@wb/contracts';
import type { Bus, BusMessage, DocumentStore, RelayedEvent, StoredDocumentInfo } from '@wb/platform';
import type { ChunkRenderJob, ExportRenderer } from './renderer';

export class MemoryDocuments implements DocumentStore {
  readonly docs = new Map<string, string>();
  private info(json: string): StoredDocumentInfo {
    return { bytes: Buffer.byteLength(json), hash: createHash('sha256').update(json).digest('hex') };
  }
  async create(collection: string, key: string, json: string) {
    const taken = this.docs.has(`${collection}/${key}`);
    if (!taken) this.docs.set(`${collection}/${key}`, json);
    return { ...this.info(json), created: !taken };
  }
  async put(collection: string, key: string, json: string) {
    this.docs.set(`${collection}/${key}`, json);
    return this.info(json);
  }
  async get(collection: string, key: string) {
    return this.docs.get(`${collection}/${key}`) ?? null;
  }
  async getMany(collection: string, keys: readonly string[]) {
    const found = new Map<string, string>();
    for (const key of keys) {
      const json = this.docs.get(`${collection}/${key}`);
      if (json !== undefined) found.set(key, json);
    }
    return found;
  }
  async delete(collection: string, key: string) {
    this.docs.delete(`${collection}/${key}`);
  }
  async close() {}
}

export const sceneJson = (durationMs: number, sceneID = 'scene-1'): string => JSON.stringify({ sceneID, duration: durationMs, elements: [] });

export interface FakeRendererOptions {
  /** Called before each part renders: throw to fail it, or wait on the signal to be stopped mid-part. */
  readonly before?: (job: ChunkRenderJob, call: number) => Promise<void>;
}

/** Writes a line naming the document and the frames: the same part always gives the same bytes. */
export class FakeRenderer implements ExportRenderer {
  readonly rendered: { startFrame: number; endFrame: number }[] = [];
  joins = 0;
  closed = false;
  /** renderChunk calls, failed ones included. */
  calls = 0;

  constructor(private readonly options: FakeRendererOptions = {}) {}

  async renderChunk(job: ChunkRenderJob): Promise<void> {
    this.calls += 1;
    await this.options.before?.(job, this.calls);
    for (let frame = job.startFrame; frame < job.endFrame; frame += 100) job.onFrames(Math.min(frame + 100, job.endFrame) - job.startFrame);
    const documentHash = createHash('sha256').update(job.documentJson).digest('hex').slice(0, 12);
    await writeFile(job.outFile, `${documentHash} ${job.width}x${job.height}@${job.fps} frames ${job.startFrame}-${job.endFrame}\n`);
    this.rendered.push({ startFrame: job.startFrame, endFrame: job.endFrame });
  }

  async joinChunks(chunkFiles: readonly string[], outFile: string): Promise<void> {
    this.joins += 1;
    const parts = await Promise.all(chunkFiles.map((f) => readFile(f)));
    await writeFile(outFile, Buffer.concat(parts));
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

/** Resolves once the signal aborts: a part that renders until the worker is stopped. */
export const untilAborted = (signal: AbortSignal): Promise<never> => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));

interface Recorded {
  readonly type: string;
  readonly streamId: string;
  readonly data: unknown;
}

/** What command-api records of one export. */
interface ExportRecord {
  planned: boolean;
  chunkKeys: Map<number, string>;
  completed: ExportResult | null;
  completions: number;
  failed: string | null;
  progress: [number, number][];
}

/**
 * ExportReports as command-api keeps it, recording events that a relay publishes on the Bus one at a
 * time (the in-process publish resolves once every group handled the message).
 */
export class FakeExportWorld implements ExportReports {
  readonly exports = new Map<string, ExportRecord>();
  readonly published: BusMessage[] = [];
  /** Messages whose publish was refused: the relay parks them and publishes them again later. */
  readonly parked: BusMessage[] = [];
  private readonly queue: Recorded[] = [];
  private relaying: Promise<void> = Promise.resolve();
  private readonly waiters: (() => void)[] = [];

  constructor(private readonly bus: Bus) {}

  record(exportID: string): ExportRecord {
    let found = this.exports.get(exportID);
    if (!found) {
      found = { planned: false, chunkKeys: new Map(), completed: null, completions: 0, failed: null, progress: [] };
      this.exports.set(exportID, found);
    }
    return found;
  }

  /** Records SceneExportRequested and relays it, as /exportVideoV2 would. */
  request(exportID: string, documentKey: string, attempt = 1, size = { width: 1920, height: 1080 }): void {
    const data = { sceneExportID: exportID, sceneID: 'scene-1', projectID: 'project-1', userID: 1, notify: false, documentKey, ...size, durationMs: 0, name: 'Scene', attempt };
    this.append({ type: 'SceneExportRequested', streamId: `sceneexport-${exportID}`, data });
  }

  async planned(job: ExportJobRef, chunks: readonly ExportChunkPlan[]): Promise<void> {
    const record = this.record(job.exportID);
    if (record.completed !== null || record.planned) return;
    record.planned = true;
    for (const chunk of chunks) this.append({ type: 'ExportChunkRequested', streamId: `exportchunk-${job.exportID}-${chunk.index}`, data: { ...job, ...chunk } });
  }

  async progressed(_kind: ExportKind, exportID: string, framesDone: number, framesTotal: number): Promise<void> {
    const record = this.record(exportID);
    if (record.completed === null) record.progress.push([framesDone, framesTotal]);
  }

  async chunkRendered(chunk: ExportJobRef & { index: number; chunkCount: number }, blobKey: string) {
    const record = this.record(chunk.exportID);
    record.chunkKeys.set(chunk.index, blobKey);
    const keys = [...record.chunkKeys.entries()].sort((a, b) => a[0] - b[0]).map(([, key]) => key);
    return { allRendered: keys.length === chunk.chunkCount, chunkKeys: keys };
  }

  async completed(_kind: ExportKind, exportID: string, result: ExportResult): Promise<void> {
    const record = this.record(exportID);
    record.completions += 1;
    record.completed ??= result;
    this.wake();
  }

  async failed(_kind: ExportKind, exportID: string, reason: string): Promise<void> {
    const record = this.record(exportID);
    if (record.completed === null) record.failed ??= reason;
    this.wake();
  }

  /** Publishes every recorded message again: the Bus delivering at least once. */
  async redeliverAll(): Promise<void> {
    for (const message of [...this.published]) await this.bus.publish(topicOf(message.type), [message]);
  }

  /** Resolves once the relay has nothing left to publish. */
  async idle(): Promise<void> {
    while (this.queue.length > 0) await this.relaying;
    await this.relaying;
  }

  /** Resolves once the export is completed or failed. */
  async settled(exportID: string): Promise<void> {
    while (this.record(exportID).completed === null && this.record(exportID).failed === null) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }

  private append(event: Recorded): void {
    this.queue.push(event);
    this.relaying = this.relaying.then(() => this.relayNext());
  }

  private async relayNext(): Promise<void> {
    const event = this.queue.shift();
    if (!event) return;
    const payload: RelayedEvent = {
      streamId: event.streamId,
      revision: 0,
      schemaVersion: 1,
      data: event.data,
      time: '2026-11-27T12:00:00.000Z',
      userID: null,
      correlationId: randomUUID(),
      causationId: randomUUID(),
    };
    const message: BusMessage = { id: randomUUID(), key: event.streamId, type: event.type, payload };
    this.published.push(message);
    await this.bus.publish(topicOf(event.type), [message]).catch(() => void this.parked.push(message));
  }

  /** Publishes the parked messages again, as the relay does with a parked event once it is due. */
  async retryParked(): Promise<void> {
    for (const message of this.parked.splice(0)) await this.bus.publish(topicOf(message.type), [message]).catch(() => void this.parked.push(message));
  }
}

const topicOf = (type: string): string => (type === 'ExportChunkRequested' ? 'exportChunks' : 'exports');
