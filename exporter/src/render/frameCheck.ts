// Checks of a rendered MP4 against the scene player's frames, for the tests and the bench: the PSNR of
// one decoded frame against the player's PNG, and a hash of every decoded frame (ffmpeg framemd5).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FFMPEG, run } from './ffmpeg';
import type { FrameProbe } from '@wb/contracts';

/** PSNR (dB, over R, G and B) of frame `index` of the MP4 (counted from its first frame) against a PNG. */
export const psnrOfFrame = async (mp4: string, index: number, png: Buffer): Promise<number> => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-psnr-'));
  try {
    const reference = path.join(folder, 'reference.png');
    fs.writeFileSync(reference, png);
    const graph = `[0:v]select='eq(n\\,${index})',setpts=PTS-STARTPTS,format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr=stats_file=${path.join(folder, 'psnr.log')}`;
    await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-i', mp4, '-i', reference, '-lavfi', graph, '-frames:v', '1', '-f', 'null', '-']);
    const line = fs.readFileSync(path.join(folder, 'psnr.log'), 'utf8');
    const value = /psnr_avg:(\S+)/.exec(line)?.[1];
    if (!value) throw new Error(`ffmpeg gave no PSNR: ${line}`);
    return value === 'inf' ? Infinity : Number(value);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
};

/** The MD5 of each decoded frame, in order: two files with the same list show the same pictures. */
export const decodedFrameHashes = async (mp4: string): Promise<string[]> => {
  const out = await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-i', mp4, '-map', '0:v', '-f', 'framemd5', '-']);
  return out
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(',').pop()?.trim() ?? '');
};

export interface FrameCheck {
  frame: number;
  /** The exported canvas equals the player's renderFrameToCanvas, pixel for pixel. */
  samePixels: boolean;
  differingBytes: number;
  /** The decoded MP4 frame against the player's frame. */
  psnrDb: number;
}

/** Each probe's pixel comparison, and the PSNR of its frame in the MP4 (`firstFrame`: the MP4's first scene frame). */
export const checkFrames = async (mp4: string, firstFrame: number, probes: readonly FrameProbe[]): Promise<FrameCheck[]> => {
  const checks: FrameCheck[] = [];
  for (const probe of probes) {
    if (!probe.playerPng) throw new Error('The probes carry no PNG: render with probePng.');
    const psnrDb = await psnrOfFrame(mp4, probe.frame - firstFrame, Buffer.from(probe.playerPng, 'base64'));
    checks.push({ frame: probe.frame, samePixels: probe.exportHash === probe.playerHash && probe.differingBytes === 0, differingBytes: probe.differingBytes, psnrDb });
  }
  return checks;
};
