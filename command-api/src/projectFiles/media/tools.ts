// Runs Debian's ffprobe and ffmpeg on a file on disk, bounded in time and output: the one place the
// product starts another program. A missing program throws MediaToolMissing (the reactor then parks
// the event to be retried once it is installed); anything else the file's fault is a MediaToolError.
import { execFile } from 'node:child_process';
import type { ProbeJson } from './probe';

export class MediaToolMissing extends Error {}
export class MediaToolError extends Error {}

export interface MediaToolLimits {
  readonly probeMs: number;
  readonly transcodeMs: number;
}

const run = (program: string, args: readonly string[], timeoutMs: number): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(program, args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024, windowsHide: true }, (err, stdout, stderr) => {
      if (err === null) return resolve(stdout);
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return reject(new MediaToolMissing(`${program} is not installed`));
      const why = err.killed ? `timed out after ${timeoutMs} ms` : String(stderr).trim().slice(-300) || err.message;
      return reject(new MediaToolError(`${program}: ${why}`));
    });
  });

export const ffprobe = async (file: string, limits: MediaToolLimits): Promise<ProbeJson> => {
  const out = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], limits.probeMs);
  try {
    return JSON.parse(out) as ProbeJson;
  } catch {
    throw new MediaToolError('ffprobe: no JSON');
  }
};

/** Even dimensions no wider than 1920: what H.264 in 4:2:0 needs, and enough to review. */
const SCALE = "scale='trunc(min(1920,iw)/2)*2':-2";

/** An H.264/AAC MP4 a browser plays, starting to play before it is all loaded (faststart). */
export const makeProxy = (input: string, output: string, limits: MediaToolLimits): Promise<string> =>
  run(
    'ffmpeg',
    [
      '-nostdin',
      '-y',
      '-v',
      'error',
      '-i',
      input,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-vf',
      SCALE,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      output,
    ],
    limits.transcodeMs,
  );

/** The first frame as a JPEG, the viewer's poster until the video plays. */
export const makePoster = (input: string, output: string, limits: MediaToolLimits): Promise<string> =>
  run('ffmpeg', ['-nostdin', '-y', '-v', 'error', '-i', input, '-frames:v', '1', '-vf', SCALE, '-q:v', '4', output], limits.probeMs);
