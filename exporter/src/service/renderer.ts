// What the service needs of a renderer: one part of a document to an MP4 file, and parts joined into
// one MP4 without re-encoding. The real one drives headless Chromium (../render); tests give a fake.
// The service owns the renderer once given it, and closes it when it stops.

export interface ChunkRenderJob {
  /** The scene document, as JSON text. */
  readonly documentJson: string;
  /** First frame, inclusive. */
  readonly startFrame: number;
  /** Last frame, exclusive. */
  readonly endFrame: number;
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  /** Where the part's MP4 is written (a file in a folder of the service's own). */
  readonly outFile: string;
  /** Frames of this part rendered so far (called as they are). */
  readonly onFrames: (framesDone: number) => void;
  /** Aborted when the service stops: the render ends early and rejects. */
  readonly signal: AbortSignal;
}

export interface ExportRenderer {
  renderChunk(job: ChunkRenderJob): Promise<void>;
  /** The parts, in order, joined into outFile; the same parts give the same bytes. */
  joinChunks(chunkFiles: readonly string[], outFile: string): Promise<void>;
  close(): Promise<void>;
}
