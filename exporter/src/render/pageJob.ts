// The shapes exchanged with the client's #/export-render page (frontend/src/features/exportRender/job.ts
// holds the same on the page's side: the client and the services share no code but contracts).

export interface PageJob {
  documentJson: string;
  startFrame: number;
  endFrame: number;
  fps: number;
  width: number;
  height: number;
  bitrate: number;
  probeFrames?: number[];
  probePng?: boolean;
}

export interface FrameProbe {
  /** The scene's frame number. */
  frame: number;
  /** sha-256 (hex) of the RGBA pixels the encoder was given. */
  exportHash: string;
  /** sha-256 (hex) of the scene player's renderFrameToCanvas at the same time and size. */
  playerHash: string;
  /** How many of the width*height*4 bytes differ between the two. */
  differingBytes: number;
  /** The player's frame as PNG (base64), when asked for. */
  playerPng?: string;
}

export interface PageResult {
  frames: number;
  codec: string;
  bakedFrames: number;
  probes: FrameProbe[];
}
