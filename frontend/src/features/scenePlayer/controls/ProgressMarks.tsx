// The marks on the player's progress bar (review's comment markers). Drawn by this memoised layer and
// not by the Slider's own `marks`: the Slider re-renders on every playhead tick, and with a thousand
// marks that alone took most of a 16 ms frame (bench review_frame_p95). These change only when the
// markers or the duration do. Keeps Mantine's mark class, which pages and tests look the marks up by.
import { memo } from 'react';

interface Props {
  markers: readonly number[];
  duration: number;
}

/** Where a mark sits along the bar, percent, clamped to it. */
export const markPercent = (time: number, duration: number): number => (duration > 0 && Number.isFinite(time) ? Math.min(100, Math.max(0, (time / duration) * 100)) : 0);

export const ProgressMarks = memo(function ProgressMarks({ markers, duration }: Props) {
  if (markers.length === 0) return null;
  return (
    // Decoration for sighted users: the comments themselves are in the panel, in order. A layer of its
    // own (will-change), painted once: the thumb moving over it every frame does not repaint the marks.
    <div aria-hidden style={{ position: 'absolute', left: 0, right: 0, top: '50%', height: 0, zIndex: 2, pointerEvents: 'none', willChange: 'transform' }}>
      {markers.map((time, index) => (
        <span
          key={index}
          className="mantine-Slider-mark"
          style={{
            position: 'absolute',
            left: `${markPercent(time, duration)}%`,
            top: -4,
            width: 8,
            height: 8,
            marginLeft: -4,
            boxSizing: 'border-box',
            borderRadius: '50%',
            border: '2px solid var(--mantine-color-blue-filled)',
            background: 'var(--mantine-color-white)',
          }}
        />
      ))}
    </div>
  );
});
