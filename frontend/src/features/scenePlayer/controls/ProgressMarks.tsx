// The comment markers on the player's progress bar (review). Markers that would overlap at the bar's
// width (the same ms, or times a few pixels apart) are drawn as one marker showing their count
// (shared/markerGroups.ts), so every comment can be seen and reached: a click opens the earliest and a
// menu lists them all. With a handler the markers are buttons (Tab reaches them, Enter opens); without
// one (a preview) they are only drawn, and the clicks go to the Slider beneath.
// Grouping also bounds the work: however many comments there are, at most one element per 12 px of
// bar is drawn (a thousand marks as a thousand elements cost style, layout and paint work on the
// frames that touched them, bench review_frame_p95). Memoised apart from the Slider, which re-renders
// on every playhead tick.
import { memo } from 'react';
import { useElementSize } from '@mantine/hooks';
import { groupMarkers, stackCount } from '../../../shared/markerGroups';
import { StackedMarker } from '../../../shared/StackedMarker';
import { CommentMarker, commentMarkerLabel } from '../../../shared/CommentMarker';
import { formatPlayerTime } from '../playback/formatTime';

/** A comment's marker: its id (what a click chooses), its scene time in ms and its text. */
export interface PlayerMarker {
  id: string;
  time: number;
  text: string;
}

interface Props {
  markers: readonly PlayerMarker[];
  duration: number;
  selectedID?: string | null;
  onMarker?: (id: string) => void;
}

/** A single marker's diameter, a stacked one's, and the least distance between drawn markers (px). */
const DOT = 10;
const STACK = 16;
const GAP = 12;
/** How far above the track the markers' centres sit: clear of the thumb, which may stand on one. */
const LIFT = 13;

/** Where a mark sits along the bar, percent, clamped to it. */
export const markPercent = (time: number, duration: number): number => (duration > 0 && Number.isFinite(time) ? Math.min(100, Math.max(0, (time / duration) * 100)) : 0);

/** What a screen reader is told of markers it cannot press (their times are the comments' own, listed in the panel). */
export const marksLabel = (count: number): string => (count === 1 ? '1 comment marker' : `${count.toLocaleString('en')} comment markers`);

/** A single marker's name and tooltip. */
export const markLabel = (marker: PlayerMarker): string => commentMarkerLabel(formatPlayerTime(marker.time), marker.text);

const placed = (percent: number, size: number) => ({ left: `calc(${percent}% - ${size / 2}px)`, top: -size / 2 - LIFT });

export const ProgressMarks = memo(function ProgressMarks({ markers, duration, selectedID = null, onMarker }: Props) {
  const { ref, width } = useElementSize();
  const groups = groupMarkers(markers, (m) => (markPercent(m.time, duration) / 100) * width, GAP);
  const interactive = onMarker !== undefined;
  if (markers.length === 0) return null;
  return (
    <div
      ref={ref}
      data-progress-marks={markers.length}
      data-progress-groups={groups.length}
      {...(interactive ? {} : { role: 'img', 'aria-label': marksLabel(markers.length) })}
      // Just above the track; between the markers the pointer reaches the Slider beneath.
      style={{ position: 'absolute', left: 0, right: 0, top: '50%', height: 0, pointerEvents: 'none', zIndex: 2 }}
    >
      {groups.map(({ items }) => {
        const first = items[0];
        if (!first) return null;
        const percent = markPercent(first.time, duration);
        const chosen = items.some((m) => m.id === selectedID);
        if (items.length > 1 && interactive) {
          return (
            <StackedMarker
              key={first.id}
              items={items.map((m) => ({ id: m.id, at: formatPlayerTime(m.time), text: m.text }))}
              selectedID={selectedID}
              onChoose={onMarker}
              size={STACK}
              style={{ ...placed(percent, STACK), pointerEvents: 'auto', background: 'var(--mantine-color-blue-filled)', border: `2px solid ${chosen ? 'var(--mantine-color-yellow-5)' : 'white'}` }}
            />
          );
        }
        const size = items.length > 1 ? STACK : DOT;
        const look = {
          position: 'absolute' as const,
          ...placed(percent, size),
          minWidth: size,
          height: size,
          padding: items.length > 1 ? '0 3px' : 0,
          borderRadius: size / 2,
          boxSizing: 'border-box' as const,
          border: `${items.length > 1 ? 2 : 3}px solid var(--mantine-color-blue-filled)`,
          background: chosen ? 'var(--mantine-color-yellow-5)' : items.length > 1 ? 'var(--mantine-color-blue-filled)' : 'white',
          color: 'white',
          fontSize: 10,
          fontWeight: 700,
          lineHeight: `${size - 4}px`,
          textAlign: 'center' as const,
        };
        if (!interactive) {
          return (
            <span key={first.id} aria-hidden style={look}>
              {items.length > 1 ? stackCount(items.length) : null}
            </span>
          );
        }
        return (
          <CommentMarker key={first.id} commentID={first.id} at={formatPlayerTime(first.time)} text={first.text} selected={chosen} onChoose={onMarker} style={{ ...look, pointerEvents: 'auto' }} />
        );
      })}
    </div>
  );
});
