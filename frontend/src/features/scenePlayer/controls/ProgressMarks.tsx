// The marks on the player's progress bar (review's comment markers), drawn as one SVG of two paths
// however many there are: a thousand marks as a thousand elements cost style, layout and paint work on
// the frames that touched them (bench review_frame_p95). Each mark is a zero-length segment whose round
// caps make a dot; `non-scaling-stroke` keeps the dots round while the SVG stretches its 0-100 viewBox
// across the bar. Memoised apart from the Slider, which re-renders on every playhead tick.
import { memo } from 'react';

interface Props {
  markers: readonly number[];
  duration: number;
}

/** The outer dot's diameter and the ring's inner one, in CSS pixels. */
const DOT = 8;
const INNER = 4;

/** Where a mark sits along the bar, percent, clamped to it. */
export const markPercent = (time: number, duration: number): number => (duration > 0 && Number.isFinite(time) ? Math.min(100, Math.max(0, (time / duration) * 100)) : 0);

/** One path of dots for all marks: `M x y h 0` each, x in percent of the bar (3 decimals: under a pixel on any screen). */
export const marksPath = (markers: readonly number[], duration: number): string => markers.map((time) => `M${Number(markPercent(time, duration).toFixed(3))} ${DOT / 2}h0`).join('');

/** What a screen reader is told of the marks (their times are the comments' own, listed in the panel). */
export const marksLabel = (count: number): string => (count === 1 ? '1 comment marker' : `${count.toLocaleString('en')} comment markers`);

export const ProgressMarks = memo(function ProgressMarks({ markers, duration }: Props) {
  if (markers.length === 0) return null;
  const d = marksPath(markers, duration);
  return (
    <svg
      role="img"
      aria-label={marksLabel(markers.length)}
      data-progress-marks={markers.length}
      viewBox={`0 0 100 ${DOT}`}
      preserveAspectRatio="none"
      width="100%"
      height={DOT}
      // Over the bar, under the pointer: clicks go to the Slider beneath, as they did with its own marks.
      style={{ position: 'absolute', left: 0, top: '50%', marginTop: -DOT / 2, overflow: 'visible', pointerEvents: 'none', zIndex: 2 }}
    >
      <path d={d} fill="none" stroke="var(--mantine-color-blue-filled)" strokeWidth={DOT} strokeLinecap="round" vectorEffect="non-scaling-stroke" />
      <path d={d} fill="none" stroke="var(--mantine-color-white)" strokeWidth={INNER} strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
});
