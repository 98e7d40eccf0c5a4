// The review video viewer (spec 002 "File review screens", section 9): the video, with a comment bar of
// one marker per comment along the duration (comments whose markers would overlap at the bar's width
// share one marker showing their count, shared/markerGroups.ts), rates 1, 1.5 and 2, the hotkeys, frame steps at 30 fps and
// the current frame as mm:ss:ff. A frame N is shown by seeking to (N + 0.5) / 30 s (frames.ts).
import { ActionIcon, Box, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconPlayerTrackNextFilled, IconPlayerTrackPrevFilled } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { groupMarkers } from '../../shared/markerGroups';
import { StackedMarker } from '../../shared/StackedMarker';
import { CommentMarker } from '../../shared/CommentMarker';
import { fittedBox, type Size } from './fittedBox';
import { clampFrame, formatFrame, frameAt, lastFrameOf, markerPercent, PLAYBACK_RATES, seekTimeOf, type VideoKeyAction } from './frames';
import { useVideoHotkeys } from './useVideoHotkeys';

export interface CommentMarker {
  commentID: string;
  frame: number;
  label: string;
  resolved: boolean;
}

interface Props {
  src: string;
  poster: string | null;
  /** The media's own size, when the server read it; the video's once it loads otherwise. */
  mediaSize: Size | null;
  markers: readonly CommentMarker[];
  selectedCommentID: string | null;
  onMarker(commentID: string): void;
  /** Seek here whenever `key` changes (a comment selected, a deep link opened). */
  seek: { frame: number; key: string } | null;
  onFrame(frame: number): void;
  /** Laid over the video's box (the annotation layer), given that box's size. */
  overlay(box: Size): ReactNode;
}

export function VideoViewer({ src, poster, mediaSize, markers, selectedCommentID, onMarker, seek, onFrame, overlay }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const { ref: frameRef, width, height } = useElementSize();
  const [natural, setNatural] = useState<Size | null>(null);
  const [duration, setDuration] = useState(0);
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState('1');
  const pendingSeek = useRef<number | null>(null);
  // The screen's handler may be new on each render; the markers get one that never changes (memoised).
  const latestOnMarker = useRef(onMarker);
  useLayoutEffect(() => {
    latestOnMarker.current = onMarker;
  }, [onMarker]);
  const chooseMarker = useCallback((commentID: string) => latestOnMarker.current(commentID), []);
  const lastFrame = lastFrameOf(duration);

  const showFrame = useCallback(
    (n: number) => {
      const v = video.current;
      if (!v) return;
      const target = clampFrame(Math.round(n), lastFrameOf(v.duration));
      if (v.readyState < 1) {
        pendingSeek.current = target;
        return;
      }
      v.currentTime = seekTimeOf(target);
      setFrame(target);
      onFrame(target);
    },
    [onFrame],
  );

  useEffect(() => {
    if (seek) {
      video.current?.pause();
      showFrame(seek.frame);
    }
    // Only a new key is a new request (the same frame asked again by another comment seeks again).
  }, [seek?.key]);

  // While playing, the frame shown follows the video each animation frame (timeupdate is only ~4 a second).
  useEffect(() => {
    if (!playing) return;
    let id = 0;
    const tick = () => {
      const v = video.current;
      if (v) setFrame(frameAt(v.currentTime));
      id = requestAnimationFrame(tick);
    };
    id = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(id);
  }, [playing]);

  const togglePlay = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };

  useVideoHotkeys((action: VideoKeyAction) => {
    if (action.kind === 'togglePlay') return togglePlay();
    video.current?.pause();
    showFrame(frameAt(video.current?.currentTime ?? 0) + action.frames);
  });

  const box = fittedBox({ width, height }, mediaSize ?? natural);
  const selected = markers.find((m) => m.commentID === selectedCommentID);

  return (
    <Stack>
      <Box ref={frameRef} pos="relative" h="min(62vh, 620px)" mih={200} bg="dark.8" style={{ borderRadius: 8, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Box pos="relative" w={box.width} h={box.height}>
          <video
            ref={video}
            src={src}
            poster={poster ?? undefined}
            preload="auto"
            playsInline
            data-review-video
            aria-label="Video under review"
            style={{ width: '100%', height: '100%', display: 'block' }}
            onClick={togglePlay}
            onLoadedMetadata={(e) => {
              const v = e.currentTarget;
              setNatural({ width: v.videoWidth, height: v.videoHeight });
              setDuration(v.duration);
              v.playbackRate = Number(rate);
              if (pendingSeek.current !== null) {
                const target = pendingSeek.current;
                pendingSeek.current = null;
                showFrame(target);
              }
            }}
            onDurationChange={(e) => setDuration(e.currentTarget.duration)}
            onPlay={() => setPlaying(true)}
            onPause={(e) => {
              setPlaying(false);
              const n = frameAt(e.currentTarget.currentTime);
              setFrame(n);
              onFrame(n);
            }}
            onSeeked={(e) => setFrame(frameAt(e.currentTarget.currentTime))}
          />
          {!playing && overlay(box)}
        </Box>
      </Box>
      <CommentBar markers={markers} duration={duration} frame={frame} lastFrame={lastFrame} selected={selected?.commentID ?? null} onMarker={chooseMarker} onScrub={(n) => showFrame(n)} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap={4} wrap="nowrap">
          <Tooltip label="One frame back (,)">
            <ActionIcon variant="subtle" color="gray.8" aria-label="One frame back" onClick={() => showFrame(frame - 1)}>
              <IconPlayerTrackPrevFilled size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ActionIcon variant="filled" color="indigo.8" size="lg" radius="xl" aria-label={playing ? 'Pause' : 'Play'} onClick={togglePlay} data-play-toggle>
            {playing ? <IconPlayerPauseFilled size={18} aria-hidden /> : <IconPlayerPlayFilled size={18} aria-hidden />}
          </ActionIcon>
          <Tooltip label="One frame forward (.)">
            <ActionIcon variant="subtle" color="gray.8" aria-label="One frame forward" onClick={() => showFrame(frame + 1)}>
              <IconPlayerTrackNextFilled size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Text ff="monospace" size="sm" ml="xs" data-current-frame={frame} aria-live="off">
            {formatFrame(frame)} / {formatFrame(lastFrame)}
          </Text>
        </Group>
        <SegmentedControl
          size="xs"
          aria-label="Playback rate"
          value={rate}
          onChange={(value) => {
            setRate(value);
            if (video.current) video.current.playbackRate = Number(value);
          }}
          data={PLAYBACK_RATES.map((r) => ({ value: String(r), label: `${r}x` }))}
        />
      </Group>
    </Stack>
  );
}

function CommentBar({
  markers,
  duration,
  frame,
  lastFrame,
  selected,
  onMarker,
  onScrub,
}: {
  markers: readonly CommentMarker[];
  duration: number;
  frame: number;
  lastFrame: number;
  selected: string | null;
  onMarker(commentID: string): void;
  onScrub(frame: number): void;
}) {
  const { ref, width } = useElementSize();
  return (
    <Box ref={ref} pos="relative" h={28} data-comment-bar>
      <input
        type="range"
        min={0}
        max={Math.max(lastFrame, 0)}
        step={1}
        value={Math.min(frame, lastFrame)}
        aria-label="Position"
        aria-valuetext={formatFrame(frame)}
        onChange={(e) => onScrub(Number(e.currentTarget.value))}
        style={{ position: 'absolute', left: 0, right: 0, top: 14, width: '100%', margin: 0, accentColor: 'var(--mantine-color-indigo-7)' }}
      />
      <MarkerButtons markers={markers} duration={duration} width={width} selected={selected} onMarker={onMarker} />
    </Box>
  );
}

/** A marker's diameter, a stacked one's, and the least distance between drawn markers, in pixels. */
const DOT = 12;
const STACK = 16;
const GAP = 14;

const markerColor = (selected: boolean, resolved: boolean): string => (selected ? 'var(--mantine-color-indigo-8)' : resolved ? 'var(--mantine-color-teal-8)' : 'var(--mantine-color-red-8)');

/**
 * The comment markers, one button each (reachable by Tab, named by their time and text); comments whose
 * markers would overlap at the bar's width share one button showing their count, which opens the
 * earliest and lists them all. Memoised apart from the position bar, which follows the video on every
 * animation frame while it plays: a thousand markers with their tooltips re-rendered per frame would
 * take the whole frame (and grouping draws at most one per 14 px of bar).
 */
const MarkerButtons = memo(function MarkerButtons({
  markers,
  duration,
  width,
  selected,
  onMarker,
}: {
  markers: readonly CommentMarker[];
  duration: number;
  /** The bar's width in pixels, which decides which markers overlap. */
  width: number;
  selected: string | null;
  onMarker(commentID: string): void;
}) {
  const groups = groupMarkers(markers, (m) => (markerPercent(m.frame, duration) / 100) * width, GAP);
  return (
    <>
      {groups.map(({ items }) => {
        const m = items[0];
        if (!m) return null;
        const left = markerPercent(m.frame, duration);
        if (items.length > 1) {
          const chosen = items.some((c) => c.commentID === selected);
          return (
            <StackedMarker
              key={m.commentID}
              items={items.map((c) => ({ id: c.commentID, at: formatFrame(c.frame), text: c.label }))}
              selectedID={selected}
              onChoose={onMarker}
              size={STACK}
              style={{
                top: -2,
                left: `calc(${left}% - ${STACK / 2}px)`,
                border: '2px solid white',
                background: markerColor(
                  chosen,
                  items.every((c) => c.resolved),
                ),
              }}
            />
          );
        }
        return (
          <CommentMarker
            key={m.commentID}
            commentID={m.commentID}
            at={formatFrame(m.frame)}
            text={m.label}
            selected={m.commentID === selected}
            onChoose={onMarker}
            style={{
              top: 0,
              left: `calc(${left}% - ${DOT / 2}px)`,
              width: DOT,
              height: DOT,
              borderRadius: '50%',
              border: '2px solid white',
              background: markerColor(m.commentID === selected, m.resolved),
            }}
          />
        );
      })}
    </>
  );
});
