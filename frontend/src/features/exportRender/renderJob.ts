// One chunk of an export: frames [startFrame, endFrame) drawn at k * 1000 / fps ms (never a clock),
// encoded to H.264 in the page and handed to the server in batches. Several frames are drawn per turn
// of the event loop: each return to it costs far more than drawing a frame (decisions).
import { SceneDocument, type FrameProbe, type RenderJob, type RenderResult } from '@wb/contracts';
import { preloadImages } from '../scenePlayer/draw/imageCache';
import { createFrameEncoder, type FrameEncoder } from './encoder';
import { createFrameStage } from './frameStage';
import type {} from './job'; // the window globals the page sets and calls
import { probeFrame } from './probe';
import { settledPrefix } from './settled';

/** Frames drawn between yields to the event loop (the encoder's output arrives on it). */
const FRAMES_PER_TURN = 5;
/** The encoder may hold this many frames before drawing waits for it. */
const ENCODER_QUEUE = 8;
/**
 * A keyframe every 2 s of the scene (by frame number, so it does not depend on where a chunk starts)
 * and on each chunk's first frame. Whiteboard frames change little, so the encoder spends few bits on
 * what stays; without a fresh keyframe now and then, the strokes drawn early stay as coarse as they
 * were first coded and the picture's quality falls as the board fills (decisions: measured PSNR).
 */
const KEYFRAME_SECONDS = 2;
/** Encoded frames sent to the server at once: fewer calls, progress still more than once a second. */
const FRAMES_PER_SEND = 15;

const base64Of = (parts: Uint8Array[]): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The encoded frames could not be read.'));
    reader.readAsDataURL(new Blob(parts as BlobPart[]));
  });

const send = async (encoder: FrameEncoder): Promise<void> => {
  const sink = window.__exportRenderSink;
  if (!sink) throw new Error('No server to send the encoded frames to.');
  const taken = encoder.take();
  if (taken.frames > 0) await sink(await base64Of(taken.bytes), taken.frames);
};

const checkJob = (job: RenderJob): void => {
  const { startFrame, endFrame, fps, width, height } = job;
  if (!Number.isInteger(startFrame) || !Number.isInteger(endFrame) || startFrame < 0 || endFrame <= startFrame) throw new Error('The chunk has no frames.');
  if (!(fps > 0) || width % 2 !== 0 || height % 2 !== 0 || width <= 0 || height <= 0) throw new Error('The output size must be even numbers of pixels.');
};

export const renderJob = async (job: RenderJob): Promise<RenderResult> => {
  checkJob(job);
  const document = SceneDocument.parse(JSON.parse(job.documentJson));
  await preloadImages(document);
  const encoder = await createFrameEncoder(job.width, job.height, job.fps, job.bitrate);
  const stage = createFrameStage(document, job.width, job.height);
  const timeOf = (frame: number) => (frame * 1000) / job.fps;
  const lastTime = timeOf(job.endFrame - 1);
  const keyframeEvery = Math.max(1, Math.round(job.fps * KEYFRAME_SECONDS));
  const probeAt = new Set(job.probeFrames ?? []);
  const probes: FrameProbe[] = [];
  let bakedFrames = 0;
  try {
    for (let frame = job.startFrame; frame < job.endFrame; frame += 1) {
      const time = timeOf(frame);
      const baked = settledPrefix(document.elements, time, lastTime);
      if (baked > 0) bakedFrames += 1;
      const canvas = stage.draw(time, baked);
      encoder.encode(canvas, frame - job.startFrame, frame === job.startFrame || frame % keyframeEvery === 0);
      if (probeAt.has(frame)) probes.push(await probeFrame(canvas, document, frame, time, job.probePng === true));
      const drawn = frame - job.startFrame + 1;
      if (drawn % FRAMES_PER_TURN === 0) await encoder.drain(ENCODER_QUEUE);
      if (drawn % FRAMES_PER_SEND === 0) await send(encoder);
    }
    await encoder.flush();
    await send(encoder);
    return { frames: job.endFrame - job.startFrame, codec: encoder.codec, bakedFrames, probes };
  } finally {
    encoder.close();
    stage.destroy();
  }
};
