// WebCodecs H.264 in the page: frames go in as canvases, Annex B bytes come out in order. Encoding
// here rather than sending pixels to the server is what makes export fast: a 1080p frame is 8 MB of
// RGBA but some kilobytes of H.264 (measurements in docs/decisions/exportRender.md).

/** High profile; level 4.0 holds 1920x1080 at 30 fps, level 5.1 anything up to 4096x2304. */
const codecFor = (width: number, height: number): string => (Math.ceil(width / 16) * Math.ceil(height / 16) <= 8192 ? 'avc1.640028' : 'avc1.640033');

export interface FrameEncoder {
  codec: string;
  /** Queues one frame; `keyFrame` starts a new group of pictures (every chunk starts with one). */
  encode(canvas: HTMLCanvasElement, index: number, keyFrame: boolean): void;
  /** Waits while the encoder holds more than `max` frames, so drawing does not run far ahead of it. */
  drain(max: number): Promise<void>;
  /** The encoded bytes so far and how many frames they hold, taken out. */
  take(): { bytes: Uint8Array[]; frames: number };
  flush(): Promise<void>;
  close(): void;
}

export const createFrameEncoder = async (width: number, height: number, fps: number, bitrate: number): Promise<FrameEncoder> => {
  const codec = codecFor(width, height);
  const config: VideoEncoderConfig = {
    codec,
    width,
    height,
    framerate: fps,
    bitrate,
    bitrateMode: 'constant',
    latencyMode: 'quality',
    hardwareAcceleration: 'prefer-software',
    avc: { format: 'annexb' },
  };
  const support = await VideoEncoder.isConfigSupported(config);
  if (!support.supported) throw new Error(`This browser cannot encode H.264 ${codec} at ${width}x${height} (VideoEncoder.isConfigSupported).`);
  let pending: Uint8Array[] = [];
  let pendingFrames = 0;
  let failure: Error | null = null;
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const bytes = new Uint8Array(chunk.byteLength);
      chunk.copyTo(bytes);
      pending.push(bytes);
      pendingFrames += 1;
    },
    error: (error) => {
      failure = error instanceof Error ? error : new Error(String(error));
    },
  });
  encoder.configure(config);
  const check = () => {
    if (failure) throw failure;
  };
  const frameUs = 1_000_000 / fps;
  return {
    codec,
    encode(canvas, index, keyFrame) {
      check();
      const frame = new VideoFrame(canvas, { timestamp: Math.round(index * frameUs), duration: Math.round(frameUs) });
      try {
        encoder.encode(frame, { keyFrame });
      } finally {
        frame.close();
      }
    },
    async drain(max) {
      while (encoder.encodeQueueSize > max) {
        await new Promise<void>((resolve) => encoder.addEventListener('dequeue', () => resolve(), { once: true }));
      }
      check();
    },
    take() {
      const taken = { bytes: pending, frames: pendingFrames };
      pending = [];
      pendingFrames = 0;
      return taken;
    },
    async flush() {
      await encoder.flush();
      check();
    },
    close() {
      if (encoder.state !== 'closed') encoder.close();
    },
  };
};
