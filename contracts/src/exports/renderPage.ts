// What the exporter hands the client's #/export-render page, and what the page answers: the one place
// both sides read, since the client and the services share no code but contracts.

export interface RenderJob {
  /** The scene document as stored (JSON text), parsed with the contracts' schema in the page. */
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
  /** The scene's frame number. */
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
