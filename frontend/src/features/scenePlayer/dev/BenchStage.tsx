// The benchmark stage: the synthetic scene drawn by SceneFrame on a 960x540 stage (the scene at half
// size), played in a loop by requestAnimationFrame. Each frame is committed synchronously so its
// React and Konva costs can be timed apart, and recorded on the page's PlayerBench.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type Konva from 'konva';
import { Layer, Rect, Stage } from 'react-konva';
import { Box } from '@mantine/core';
import type { SceneDocument } from '@wb/contracts';
import { SceneFrame } from '../draw/SceneFrame';
import { recordFrame, type PlayerBench } from './benchRecorder';

export const BENCH_STAGE = { width: 960, height: 540, scale: 0.5 } as const;

interface BenchStageProps {
  document: SceneDocument;
  bench: PlayerBench;
  /** Play in a loop (the benchmark) or hold `startTime` (a screenshot). */
  playing: boolean;
  startTime: number;
}

export function BenchStage({ document, bench, playing, startTime }: BenchStageProps) {
  const [time, setTime] = useState(startTime);
  const layerRef = useRef<Konva.Layer>(null);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer || !playing) return undefined;
    // Konva draws in its own animation-frame callback (batchDraw); timing draw() catches every draw.
    const draw = layer.draw.bind(layer);
    let drawn = 0;
    layer.draw = () => {
      const started = performance.now();
      draw();
      drawn += performance.now() - started;
      return layer;
    };
    let first: number | null = null;
    let last: number | null = null;
    let handle = requestAnimationFrame(function frame(now) {
      first ??= now;
      const started = performance.now();
      flushSync(() => setTime((startTime + now - (first ?? now)) % Math.max(1, document.duration)));
      const commit = performance.now() - started;
      if (last !== null) recordFrame(bench, now - last, commit, drawn);
      drawn = 0;
      last = now;
      handle = requestAnimationFrame(frame);
    });
    return () => {
      cancelAnimationFrame(handle);
      layer.draw = draw;
    };
  }, [document, bench, playing, startTime]);

  return (
    <Box
      w={BENCH_STAGE.width}
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        boxSizing: 'content-box',
      }}
    >
      <Stage width={BENCH_STAGE.width} height={BENCH_STAGE.height} scaleX={BENCH_STAGE.scale} scaleY={BENCH_STAGE.scale} listening={false}>
        <Layer ref={layerRef} listening={false}>
          <Rect width={BENCH_STAGE.width / BENCH_STAGE.scale} height={BENCH_STAGE.height / BENCH_STAGE.scale} fill="white" />
          <SceneFrame document={document} time={time} />
        </Layer>
      </Stage>
    </Box>
  );
}
