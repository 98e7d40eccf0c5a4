// #/dev/review?comments=1000&drawings=200: the review screen's parts at their busiest, measured for the
// bench case (bench/src/cases/reviewOpen.ts) through window.__reviewBench: the scene player playing
// with a marker per comment, the annotation layer over it showing a selected comment's drawing, and
// the comment panel with every comment. `openMs`: from the navigation here (window.__reviewOpenStart,
// set by the bench before it changes the route, else the page load) until the list is drawn and the
// page takes input; `frameWork`: per animation frame, the main-thread time from the frame's start
// until a task queued then runs (the frame's callbacks, style, layout, paint and React's render).
import { useEffect, useMemo, useState } from 'react';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { ScenePlayer } from '../../scenePlayer';
import { AnnotationLayer } from '../annotations/AnnotationLayer';
import { useDrawing } from '../annotations/useDrawing';
import type { PanelComment } from '../comments/model';
import { CommentPanel } from '../panel/CommentPanel';
import { BENCH_DURATION, syntheticComments } from './syntheticComments';

interface ReviewBench {
  openMs: number | null;
  frameWork: number[];
}

declare global {
  interface Window {
    __reviewBench?: ReviewBench;
    /** performance.now() when the bench case moved the app here (an in-app navigation); absent: a page load. */
    __reviewOpenStart?: number;
  }
}

const MAX = 5000;
const readCount = (params: URLSearchParams, name: string, fallback: number) => {
  const n = Number.parseInt(params.get(name) ?? '', 10);
  return Number.isFinite(n) ? Math.min(MAX, Math.max(0, n)) : fallback;
};

/** Records each animation frame's work until the page goes (a bounded list: the latest frames). */
function useFrameRecorder(bench: ReviewBench) {
  useEffect(() => {
    let frame = 0;
    const channel = new MessageChannel();
    let started = 0;
    channel.port1.onmessage = () => {
      if (bench.frameWork.length >= 20_000) bench.frameWork.splice(0, 10_000);
      bench.frameWork.push(performance.now() - started);
    };
    const tick = () => {
      started = performance.now();
      channel.port2.postMessage(null);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, [bench]);
}

const document16x9 = { sceneID: 'review-bench', duration: BENCH_DURATION, elements: [] };

export function ReviewBenchPage({ query }: { query: string }) {
  const params = new URLSearchParams(query);
  const count = readCount(params, 'comments', 1000);
  const drawings = readCount(params, 'drawings', 200);
  const comments = useMemo(() => syntheticComments(count, drawings), [count, drawings]);
  const bench = useMemo<ReviewBench>(() => ({ openMs: null, frameWork: [] }), []);
  const [time, setTime] = useState(0);
  const firstDrawn = comments.find((c) => c.shapes.length > 0) ?? null;
  const [selected, setSelected] = useState<PanelComment | null>(firstDrawn);
  const drawing = useDrawing();
  const { ref, width, height } = useElementSize();
  const markers = useMemo(() => comments.flatMap((c) => (c.time === null ? [] : [{ id: c.commentID, time: c.time, text: c.text }])), [comments]);
  useFrameRecorder(bench);

  useEffect(() => {
    window.__reviewBench = bench;
    // From the navigation here: an in-app one (as a person opens a file's review from the app), or
    // the page load (0), which counts the client's start and its sign-in check too.
    const started = window.__reviewOpenStart ?? 0;
    delete window.__reviewOpenStart;
    // Drawn and taking input: after the commit, the next frame, then the first task after its paint.
    requestAnimationFrame(() => setTimeout(() => (bench.openMs = performance.now() - started), 0));
    return () => {
      if (window.__reviewBench === bench) delete window.__reviewBench;
    };
  }, [bench]);

  return (
    <Group align="flex-start" p="md" gap="md" wrap="nowrap">
      <Stack style={{ flex: 1, minWidth: 0 }} gap="xs">
        <Title order={2}>Review benchmark</Title>
        <Text size="sm" c="dimmed">
          {count} comments, {drawings} with drawings; the player plays with a marker per comment and the selected comment&apos;s drawing over it.
        </Text>
        <Box pos="relative">
          <ScenePlayer document={document16x9} autoPlay height={480} markers={markers} onTimeChange={setTime} />
          {/* The layer over the player's picture (the controls below it stay free). */}
          <Box ref={ref} pos="absolute" top={0} left={0} right={0} h={424} style={{ pointerEvents: 'none' }}>
            <AnnotationLayer width={width} height={height} shown={selected?.shapes ?? []} drawing={drawing} />
          </Box>
        </Box>
      </Stack>
      <Paper withBorder p="sm" w={360} h="calc(100vh - 120px)" style={{ overflowY: 'auto', flex: 'none' }}>
        <CommentPanel
          source={{ kind: 'scene', sceneID: 'review-bench' }}
          playhead={Math.round(time)}
          comments={comments}
          selectedCommentID={selected?.commentID ?? null}
          onSelect={setSelected}
          drawing={drawing}
        />
      </Paper>
    </Group>
  );
}
