// The page's H.264 (Annex B) piped into `ffmpeg -c copy` as it arrives, so muxing overlaps rendering.
// Written to a side file and renamed at the end: a cancelled or failed chunk leaves no MP4 behind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { BITEXACT_OUTPUT, FFMPEG, finished } from './ffmpeg';

export interface Muxer {
  write(bytes: Buffer): Promise<void>;
  /** Closes the input, waits for ffmpeg and puts the MP4 at its place. */
  finish(): Promise<void>;
  abort(): void;
}

export const startMuxer = (outFile: string, fps: number): Muxer => {
  const partFile = `${outFile}.part.mp4`;
  const child = spawn(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'h264', '-framerate', String(fps), '-i', 'pipe:0', '-c', 'copy', ...BITEXACT_OUTPUT, partFile], {
    stdio: 'pipe',
  });
  const done = finished(child, 'ffmpeg');
  // A failure surfaces through `done` in finish(); this keeps an early one from being unhandled.
  done.catch(() => undefined);
  child.stdin.on('error', () => undefined);
  return {
    write: (bytes) =>
      new Promise((resolve, reject) => {
        child.stdin.write(bytes, (err) => (err ? reject(err) : resolve()));
      }),
    async finish() {
      child.stdin.end();
      await done;
      fs.renameSync(partFile, outFile);
    },
    abort() {
      child.kill('SIGKILL');
      fs.rmSync(partFile, { force: true });
    },
  };
};
