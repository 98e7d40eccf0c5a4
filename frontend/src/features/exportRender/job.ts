// What the exporter's Node side hands the page, and what the page answers. exporter/src/render/pageJob.ts
// holds the same shapes on the server side (the client and the services share no code but contracts).

export interface RenderJob {
  /** The scene document as stored (JSON text), parsed with the contracts' schema here. */
  documentJson: string;
  /** Frames [startFrame, endFrame) of the scene; frame k is drawn at k * 1000 / fps ms. */
  startFrame: number;
  endFrame: number;
  fps: number;
  /** Output size in pixels (even numbers: H.264 4:2:0). */
  width: number;
  height: number;
  /** Encoder bits per second. */
  bitrate: number;
  /**
   * Frames (scene frame numbers) to check against the scene player's own renderFrameToCanvas: their
   * pixel hashes, and the player's frame as PNG when `probePng`. For tests and the bench.
   */
  probeFrames?: number[];
  probePng?: boolean;
}

export interface FrameProbe {
  frame: number;
  /** sha-256 (hex) of the RGBA pixels the encoder was given. */
  exportHash: string;
  /** sha-256 (hex) of the RGBA pixels of renderFrameToCanvas at the same time and size. */
  playerHash: string;
  /** Bytes (of width*height*4) that differ between the two. */
  differingBytes: number;
  /** The player's frame as a PNG, base64, when asked for. */
  playerPng?: string;
}

export interface RenderResult {
  frames: number;
  codec: string;
  /** Frames drawn over a baked background of settled elements (the rest drew every element). */
  bakedFrames: number;
  probes: FrameProbe[];
}

/** Exposed by the server (puppeteer exposeFunction): takes encoded H.264 (Annex B) and the frames it holds. */
export type EncodedSink = (base64: string, frames: number) => Promise<void>;

declare global {
  interface Window {
    __exportRender?: { render(job: RenderJob): Promise<RenderResult> };
    __exportRenderSink?: EncodedSink;
  }
}
