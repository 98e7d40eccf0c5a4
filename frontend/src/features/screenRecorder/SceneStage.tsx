// The exporter's stage: the scene drawn by the scene player's SceneFrame at the recorder's time,
// scaled to fit the window at the scene's aspect, on a dark surround. Nothing else is drawn on it, so
// a screen recording shows the scene alone.
import { Layer, Rect, Stage } from 'react-konva';
import { Box, Loader } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { SceneDocument } from '@wb/contracts';
import { SceneFrame } from '../scenePlayer';
import { fitScale, sceneSizeOf } from '../scenePlayer/model/sceneSize';

export function SceneStage({ document, time }: { document: SceneDocument | null; time: number }) {
  const { ref, width: boxWidth, height: boxHeight } = useElementSize();
  const size = sceneSizeOf(document);
  const scale = fitScale(size, { width: boxWidth, height: boxHeight });
  return (
    <Box ref={ref} h="100%" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {!document && <Loader color="gray.0" role="status" aria-label="Loading scene..." />}
      {document && scale > 0 && (
        <Stage width={Math.floor(size.width * scale)} height={Math.floor(size.height * scale)} scaleX={scale} scaleY={scale} listening={false}>
          <Layer listening={false}>
            <Rect width={size.width} height={size.height} fill="white" />
            <SceneFrame document={document} time={time} />
          </Layer>
        </Stage>
      )}
    </Box>
  );
}
