// The scene player of a review page with the selected comment's drawing over the scene: the drawing
// stage (1000x1000) is stretched over the scene as the player fits it into its box. Over the stage, a
// Screenshot button (the current frame as a PNG) and full screen; in full screen the timeline hides
// after 2000 ms without mouse movement and returns on movement (spec 002, "File review screens").
// A signed-in user who may view projects also gets Record screen: the screen-recording exporter opened
// for this scene, as the scenes dashboard's Record screen opens it for a selection of one. A visitor
// without a session does not: the exporter needs a session (or an automation key) to read the scene.
import { useRef, useState, type Ref } from 'react';
import { ActionIcon, Box, Group, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconCamera, IconMaximize, IconMinimize, IconScreenShare } from '@tabler/icons-react';
import type { Annotation, SceneDocument } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectHasGrant } from '../auth/authSlice';
import { ScenePlayer, type PlayerMarker } from '../scenePlayer';
import { openRecorder } from '../screenRecorder/recorderPath';
import type { ScenePlayerHandle } from '../scenePlayer/ScenePlayer';
import { AnnotationLayer } from '../review';
import { downloadFrame, screenshotName } from './frameDownload';
import classes from './reviewPlayer.module.css';
import { useFullscreen } from './useFullscreen';
import { useIdleHide } from './useIdleHide';

/** The player's controls bar under its stage (ScenePlayer's own layout). */
const CONTROLS_HEIGHT = 56;

interface Props {
  /** The scene's name, for the screenshot's file name. */
  name: string;
  /** The scene Record screen records. */
  sceneID: string;
  document: SceneDocument | null;
  markers: readonly PlayerMarker[];
  selectedMarkerID: string | null;
  /** A comment chosen on the progress bar (a marker, or one in a stacked marker's menu). */
  onMarker(commentID: string): void;
  shown: readonly Annotation[];
  height: number;
  ref?: Ref<ScenePlayerHandle>;
}

/** The grant the exporter's scene reads ask for (the scenes dashboard's Record screen needs it too). */
const canRecord = selectHasGrant('content.projects-view');

export function ReviewPlayer({ name, sceneID, document, markers, selectedMarkerID, onMarker, shown, height, ref }: Props) {
  const recordable = useAppSelector(canRecord);
  const { ref: stageBox, width: boxWidth, height: boxHeight } = useElementSize();
  const playerBox = useRef<HTMLDivElement>(null);
  const [time, setTime] = useState(0);
  const fullscreen = useFullscreen(playerBox);
  const chrome = useIdleHide(fullscreen.active);
  const width = document?.dimensions?.width ?? 1920;
  const sceneHeight = document?.dimensions?.height ?? 1080;
  const scale = Math.min(boxWidth / width, boxHeight / sceneHeight);
  const drawnWidth = scale > 0 ? Math.floor(width * scale) : 0;
  const drawnHeight = scale > 0 ? Math.floor(sceneHeight * scale) : 0;
  const fullLabel = fullscreen.active ? 'Exit full screen' : 'Full screen';
  return (
    <Box
      ref={playerBox}
      pos="relative"
      className={classes.player}
      data-chrome={chrome.hidden ? 'hidden' : 'shown'}
      data-testid="review-player"
      onMouseMove={chrome.moved}
      // A keyboard user brings the controls back too: the spec's mouse rule must not lock them out.
      onKeyDown={chrome.moved}
      bg={fullscreen.active ? 'dark.8' : undefined}
    >
      <ScenePlayer ref={ref} document={document} height={fullscreen.active ? '100vh' : height} markers={markers} selectedMarkerID={selectedMarkerID} onMarker={onMarker} onTimeChange={setTime} />
      <Box ref={stageBox} pos="absolute" top={0} left={0} right={0} bottom={CONTROLS_HEIGHT} style={{ pointerEvents: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {document && shown.length > 0 && (
          <Box w={drawnWidth} h={drawnHeight} data-testid="comment-drawing" aria-label="The selected comment's drawing" role="img">
            <AnnotationLayer width={drawnWidth} height={drawnHeight} shown={shown} />
          </Box>
        )}
      </Box>
      <Group className={classes.tools} pos="absolute" top={8} right={8} gap={4} p={4} bg="rgba(0, 0, 0, 0.6)" style={{ borderRadius: 8 }}>
        <Tooltip label="Screenshot">
          <ActionIcon variant="subtle" color="gray.0" aria-label="Screenshot" disabled={!document} onClick={() => playerBox.current && downloadFrame(playerBox.current, screenshotName(name, time))}>
            <IconCamera size={20} />
          </ActionIcon>
        </Tooltip>
        {recordable && (
          <Tooltip label="Record screen">
            <ActionIcon variant="subtle" color="gray.0" aria-label="Record screen" disabled={!document} onClick={() => openRecorder(2, [sceneID])}>
              <IconScreenShare size={20} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={fullLabel}>
          <ActionIcon variant="subtle" color="gray.0" aria-label={fullLabel} aria-pressed={fullscreen.active} onClick={fullscreen.toggle}>
            {fullscreen.active ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Box>
  );
}
