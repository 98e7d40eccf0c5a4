// Frame arithmetic of the video viewer (spec 002 section 9: frame rate 30 for frame seeking). A comment's
// time on a video is an integer frame; showing frame N seeks to the middle of the frame, (N + 0.5) / 30 s,
// so rounding in the browser's decoder can never land on the frame before (Kitsu #892, #1595).

export const FRAME_RATE = 30;

/** The playback rates of the review video (spec 002 section 9). */
export const PLAYBACK_RATES = [1, 1.5, 2] as const;

/** The time in seconds to seek to so that the frame shown is exactly `frame`. */
export const seekTimeOf = (frame: number): number => (Math.max(0, Math.floor(frame)) + 0.5) / FRAME_RATE;

/** The frame shown at a playback time in seconds (the frame whose span holds it). */
export const frameAt = (seconds: number): number => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds * FRAME_RATE + 1e-6) : 0);

/** The last frame of a video of this duration in seconds (0 for an unknown duration). */
export const lastFrameOf = (durationSeconds: number): number => (Number.isFinite(durationSeconds) && durationSeconds > 0 ? Math.max(0, Math.ceil(durationSeconds * FRAME_RATE - 1e-6) - 1) : 0);

/** A frame moved by `delta` frames, kept within the video (no upper bound while the duration is unknown). */
export const clampFrame = (frame: number, lastFrame: number): number => Math.max(0, lastFrame > 0 ? Math.min(frame, lastFrame) : frame);

const two = (n: number): string => String(n).padStart(2, '0');

/** A frame as mm:ss:ff (minutes, seconds, frame within the second). */
export const formatFrame = (frame: number): string => {
  const f = Math.max(0, Math.floor(frame));
  return `${two(Math.floor(f / (FRAME_RATE * 60)))}:${two(Math.floor(f / FRAME_RATE) % 60)}:${two(f % FRAME_RATE)}`;
};

/** Where a comment's marker sits along the comment bar, in percent of the duration. */
export const markerPercent = (frame: number, durationSeconds: number): number => {
  const last = lastFrameOf(durationSeconds);
  return last > 0 ? (Math.min(Math.max(frame, 0), last) / last) * 100 : 0;
};

/** What a key does in the video viewer. */
export type VideoKeyAction = { kind: 'togglePlay' } | { kind: 'jump'; frames: number } | { kind: 'step'; frames: number };

/**
 * The viewer's hotkeys: space or k plays and pauses; the arrows and j / l jump 5 s (10 s with shift);
 * ',' and '.' step one frame back and forward. Null for any other key.
 */
export const videoKeyAction = (key: string, shiftKey: boolean): VideoKeyAction | null => {
  const jump = (shiftKey ? 10 : 5) * FRAME_RATE;
  switch (key) {
    case ' ':
    case 'k':
      return { kind: 'togglePlay' };
    case 'ArrowLeft':
    case 'j':
    case 'J':
      return { kind: 'jump', frames: -jump };
    case 'ArrowRight':
    case 'l':
    case 'L':
      return { kind: 'jump', frames: jump };
    case ',':
    case '<':
      return { kind: 'step', frames: -1 };
    case '.':
    case '>':
      return { kind: 'step', frames: 1 };
    default:
      return null;
  }
};
