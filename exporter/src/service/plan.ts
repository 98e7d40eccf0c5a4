// How an export is cut into parts. The part length is fixed, never derived from the number of
// workers, so the same document always gives the same parts, the same part files and the same MP4
// whether one exporter renders them all or several share them (docs/decisions/exportService.md).
import type { ExportChunkPlan } from '@wb/contracts';

/**
 * Frames in one part of a 1080p export: 10 s at 30 fps. Long enough that joining costs little, short
 * enough that a part renders well inside a Kafka consumer's session of 30 s (about 12 s measured on a
 * busy two-core machine) and that a worker killed mid-part redoes at most this much.
 */
export const CHUNK_FRAMES = 300;

const FULL_HD = 1920 * 1080;

/**
 * Frames in one part of an export of that size: a bigger picture takes longer a frame, so its parts
 * are shorter (whole seconds, at least one), and every part takes about as long to render.
 */
export const chunkFramesFor = (width: number, height: number, fps: number): number => {
  const scaled = Math.floor((CHUNK_FRAMES * FULL_HD) / Math.max(1, width * height) / fps) * fps;
  return Math.min(CHUNK_FRAMES, Math.max(fps, scaled));
};

/** Frames of a document of this length: frame k shows the scene at k * 1000 / fps ms, the last before the end. */
export const framesOf = (durationMs: number, fps: number): number => Math.ceil((durationMs * fps) / 1000);

/** What the MP4 of that many frames lasts. */
export const durationOfFrames = (frames: number, fps: number): number => Math.round((frames * 1000) / fps);

export interface PlanInput {
  readonly framesTotal: number;
  readonly fps: number;
  readonly documentKey: string;
  readonly width: number;
  readonly height: number;
  readonly attempt: number;
}

export const planChunks = (input: PlanInput, chunkFrames: number = chunkFramesFor(input.width, input.height, input.fps)): ExportChunkPlan[] => {
  const chunkCount = Math.ceil(input.framesTotal / chunkFrames);
  return Array.from({ length: chunkCount }, (_, index) => ({
    index,
    chunkCount,
    startFrame: index * chunkFrames,
    endFrame: Math.min((index + 1) * chunkFrames, input.framesTotal),
    fps: input.fps,
    documentKey: input.documentKey,
    width: input.width,
    height: input.height,
    attempt: input.attempt,
  }));
};
