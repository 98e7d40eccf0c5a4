// What ffprobe says of a video, as review records it (spec 002: duration, frame rate and size), and
// whether a browser plays it as stored. Pure: the runner (tools.ts) hands ffprobe's JSON.
import type { Probe } from '../domain/media/decide';

interface ProbeStream {
  readonly codec_type?: string;
  readonly codec_name?: string;
  readonly width?: number;
  readonly height?: number;
  readonly avg_frame_rate?: string;
  readonly r_frame_rate?: string;
  readonly pix_fmt?: string;
}
export interface ProbeJson {
  readonly streams?: readonly ProbeStream[];
  readonly format?: { readonly format_name?: string; readonly duration?: string };
}

// What Chromium plays in an MP4/QuickTime container (docs/decisions/projectFiles.md): H.264 in the
// 8-bit 4:2:0 most browsers decode in hardware, VP9 and AV1; AAC, MP3 or Opus sound.
const PLAYABLE_VIDEO = new Set(['h264', 'vp9', 'av1']);
const PLAYABLE_PIXELS = new Set(['yuv420p', 'yuvj420p']);
const PLAYABLE_AUDIO = new Set(['aac', 'mp3', 'opus']);

/** A rate as ffprobe writes it ("30000/1001", "30/1"), rounded to 3 decimals; null when none. */
const rateOf = (text: string | undefined): number | null => {
  const [num, den] = (text ?? '').split('/').map(Number);
  if (num === undefined || !Number.isFinite(num) || num <= 0) return null;
  const rate = den === undefined ? num : den > 0 ? num / den : NaN;
  return Number.isFinite(rate) && rate > 0 && rate < 1000 ? Math.round(rate * 1000) / 1000 : null;
};

const positiveInt = (n: number | undefined): number | null => (typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null);

/** The probe of a video, or null when it holds no video stream (not a video at all). */
export const probeOf = (json: ProbeJson): Probe | null => {
  const streams = json.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  if (!video) return null;
  const audio = streams.filter((s) => s.codec_type === 'audio');
  const seconds = Number(json.format?.duration);
  const containers = (json.format?.format_name ?? '').split(',');
  const playable =
    containers.some((c) => c === 'mp4' || c === 'mov') &&
    PLAYABLE_VIDEO.has(video.codec_name ?? '') &&
    (video.codec_name !== 'h264' || PLAYABLE_PIXELS.has(video.pix_fmt ?? '')) &&
    audio.every((a) => PLAYABLE_AUDIO.has(a.codec_name ?? ''));
  return {
    durationMs: Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : null,
    frameRate: rateOf(video.avg_frame_rate) ?? rateOf(video.r_frame_rate),
    width: positiveInt(video.width),
    height: positiveInt(video.height),
    playable,
  };
};
