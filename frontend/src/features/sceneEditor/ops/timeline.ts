// Timeline geometry (spec 002 sections 5 and 9): zoom in pixels per millisecond, clamped 0.01-0.20
// and never below what shows the whole scene; ruler ticks every 5 s, 2 s or 1 s by zoom; scrubbing
// clamped to the scene; arrow keys step one frame (1/30 s).
import { SceneTiming, Timeline } from '@wb/contracts';
import { clamp } from './tree';

/** Pixels per millisecond. */
export type Zoom = number;

/** The zoom at which the whole scene fits the track viewport, within the absolute bounds. */
export const fitZoom = (sceneDuration: number, viewportWidth: number): Zoom =>
  sceneDuration <= 0 || viewportWidth <= 0 ? Timeline.minZoom : clamp(viewportWidth / sceneDuration, Timeline.minZoom, Timeline.maxZoom);

export const clampZoom = (zoom: Zoom, sceneDuration: number, viewportWidth: number): Zoom =>
  clamp(Number.isFinite(zoom) ? zoom : Timeline.defaultZoom, fitZoom(sceneDuration, viewportWidth), Timeline.maxZoom);

/** Ruler step: 1 s when a second is at least 100 px wide, 2 s from 40 px, else 5 s. */
export const rulerStep = (zoom: Zoom): number => (zoom >= 0.1 ? 1000 : zoom >= 0.04 ? 2000 : 5000);

export interface Tick {
  time: number;
  x: number;
  label: string;
}
export const rulerTicks = (zoom: Zoom, sceneDuration: number): Tick[] => {
  const step = rulerStep(zoom);
  const ticks: Tick[] = [];
  for (let time = 0; time <= sceneDuration; time += step) ticks.push({ time, x: timeToX(time, zoom), label: formatRulerTime(time) });
  return ticks;
};

export const timeToX = (time: number, zoom: Zoom): number => time * zoom;
export const xToTime = (x: number, zoom: Zoom): number => (zoom > 0 ? x / zoom : 0);

/** Scrub progress (0-1) clamped, and the time it stands for. */
export const clampScrub = (progress: number): number => (Number.isFinite(progress) ? clamp(progress, 0, 1) : 0);
export const scrubTime = (x: number, zoom: Zoom, sceneDuration: number): number => (sceneDuration <= 0 ? 0 : Math.round(clampScrub(xToTime(x, zoom) / sceneDuration) * sceneDuration));

export const frameMs = 1000 / SceneTiming.frameRate;
/** One frame earlier or later, clamped to the scene. */
export const stepFrame = (time: number, direction: -1 | 1, sceneDuration: number): number => clamp(Math.round(time + direction * frameMs), 0, Math.max(0, sceneDuration));

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
export const formatRulerTime = (ms: number): string => `${Math.floor(ms / 60_000)}:${pad(Math.floor((ms % 60_000) / 1000))}`;
/** m:ss.cc, as the time display shows it. */
export const formatTime = (ms: number): string => `${formatRulerTime(ms)}.${pad(Math.floor((ms % 1000) / 10))}`;

/** Zoom buttons multiply or divide by this. */
export const ZoomFactor = 1.25;
