// The scene player of a review page with the selected comment's drawing over the scene: the drawing
// stage (1000x1000) is stretched over the scene as the player fits it into its box.
import type { Ref } from 'react';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Annotation, SceneDocument } from '@wb/contracts';
import { ScenePlayer } from '../scenePlayer';
import type { ScenePlayerHandle } from '../scenePlayer/ScenePlayer';
import { AnnotationLayer } from '../review';

/** The player's controls bar under its stage (ScenePlayer's own layout). */
const CONTROLS_HEIGHT = 56;

interface Props {
  document: SceneDocument | null;
  markers: readonly number[];
  shown: readonly Annotation[];
  height: number;
  ref?: Ref<ScenePlayerHandle>;
}

export function ReviewPlayer({ document, markers, shown, height, ref }: Props) {
  const { ref: stageBox, width: boxWidth, height: boxHeight } = useElementSize();
  const width = document?.dimensions?.width ?? 1920;
  const sceneHeight = document?.dimensions?.height ?? 1080;
  const scale = Math.min(boxWidth / width, boxHeight / sceneHeight);
  const drawnWidth = scale > 0 ? Math.floor(width * scale) : 0;
  const drawnHeight = scale > 0 ? Math.floor(sceneHeight * scale) : 0;
  return (
    <Box pos="relative">
      <ScenePlayer ref={ref} document={document} height={height} markers={markers} />
      <Box ref={stageBox} pos="absolute" top={0} left={0} right={0} bottom={CONTROLS_HEIGHT} style={{ pointerEvents: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {document && shown.length > 0 && (
          <Box w={drawnWidth} h={drawnHeight} data-testid="comment-drawing" aria-label="The selected comment's drawing" role="img">
            <AnnotationLayer width={drawnWidth} height={drawnHeight} shown={shown} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
