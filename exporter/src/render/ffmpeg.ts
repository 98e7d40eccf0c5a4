// Debian's ffmpeg and ffprobe, run without a shell. Output flags that make the same input give the
// same bytes: no encoder name or creation time in the file, no metadata carried over.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';

export const BITEXACT_OUTPUT = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-movflags', '+faststart'] as const;

/** Waits for a started process; rejects with the tool's own last lines of stderr. */
export const finished = (child: ChildProcessWithoutNullStreams, tool: string): Promise<string> =>
  new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-4000)));
    child.once('error', (err) => reject(new Error(`${tool} could not start: ${err.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });

export const run = (tool: string, args: readonly string[]): Promise<string> => finished(spawn(tool, args, { stdio: 'pipe' }), tool);
