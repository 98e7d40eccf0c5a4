// A ready scene player: the stage scaled to fit its box at the scene's aspect (1920x1080 by default)
// and the controls of spec 002 (play/pause, skip 5 s back and forward, a progress bar that takes clicks
// and arrow keys, the time, the rate cycling 1x to 16x). Used by the editor's test button and review.
import { memo, useEffect, useImperativeHandle, type KeyboardEvent, type Ref } from 'react';
import { Layer, Rect, Stage } from 'react-konva';
import { Box, Loader } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { SceneDocument } from '@wb/contracts';
import { fitScale, sceneSizeOf } from './model/sceneSize';
import { SceneFrame } from './draw/SceneFrame';
import { usePlayback } from './playback/usePlayback';
import { PlayerControls } from './controls/PlayerControls';
import type { PlayerMarker } from './controls/ProgressMarks';

export interface ScenePlayerProps {
  /** null while the scene's document loads. */
  document: SceneDocument | null;
  /** The height of the whole player (stage and controls); it fills its parent's width. */
  height?: number | string;
  /** Start playing as soon as the document is there (the editor's test button). */
  autoPlay?: boolean;
  /** Told the time (ms) whenever it changes: review stamps comments with it. */
  onTimeChange?: (time: number) => void;
  /** Review's comment markers on the progress bar, at scene times in ms (overlapping ones stack). */
  markers?: readonly PlayerMarker[];
  /** The marker of the comment shown (review's selection). */
  selectedMarkerID?: string | null;
  /** Makes the markers buttons: a click (or a stacked marker's menu) chooses that comment. */
  onMarker?: (id: string) => void;
  /** For a parent that moves the playhead (review selecting a comment) or plays and pauses. */
  ref?: Ref<ScenePlayerHandle>;
}

export interface ScenePlayerHandle {
  seek(time: number): void;
  play(): void;
  pause(): void;
}

/**
 * Memoised: a screen that follows the time (onTimeChange) re-renders on every frame while it plays, and
 * the player, which has already drawn that frame, need not draw it again (bench review_frame_p95).
 */
export const ScenePlayer = memo(function ScenePlayer({ document, height = 480, autoPlay = false, onTimeChange, markers, selectedMarkerID, onMarker, ref }: ScenePlayerProps) {
  const playback = usePlayback(document ? document.duration : null, { autoPlay });
  const { seek, play, pause } = playback;
  useImperativeHandle(ref, () => ({ seek, play, pause }), [seek, play, pause]);
  const { ref: boxRef, width: boxWidth, height: boxHeight } = useElementSize();
  const { width: sceneWidth, height: sceneHeight } = sceneSizeOf(document);
  const scale = fitScale({ width: sceneWidth, height: sceneHeight }, { width: boxWidth, height: boxHeight });
  const { state } = playback;
  useEffect(() => onTimeChange?.(state.time), [state.time, onTimeChange]);

  // Space plays and pauses while the player has focus; on a button, Space already clicks it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ' || (event.target instanceof HTMLElement && event.target.closest('button'))) return;
    event.preventDefault();
    playback.toggle();
  };

  return (
    <Box
      role="region"
      aria-label="Scene player"
      tabIndex={0}
      onKeyDown={onKeyDown}
      h={height}
      style={{ display: 'flex', flexDirection: 'column', outlineOffset: 2, borderRadius: 8, overflow: 'hidden' }}
      bg="dark.8"
    >
      {/* A compositing layer of its own: the stage's canvas, redrawn each frame, repaints only itself. */}
      <Box ref={boxRef} style={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', contain: 'strict', willChange: 'transform' }}>
        {!document && <Loader color="gray.0" role="status" aria-label="Loading scene..." />}
        {document && scale > 0 && (
          <Stage width={Math.floor(sceneWidth * scale)} height={Math.floor(sceneHeight * scale)} scaleX={scale} scaleY={scale} listening={false}>
            <Layer listening={false}>
              <Rect width={sceneWidth} height={sceneHeight} fill="white" />
              <SceneFrame document={document} time={state.time} />
            </Layer>
          </Stage>
        )}
      </Box>
      {/* Last in the region: the public review's full-screen rule hides the region's last child. */}
      <PlayerControls
        state={state}
        markers={markers}
        selectedMarkerID={selectedMarkerID}
        onMarker={onMarker}
        onToggle={playback.toggle}
        onSkip={playback.skip}
        onSeek={playback.seek}
        onCycleRate={playback.cycleRate}
      />
    </Box>
  );
});
