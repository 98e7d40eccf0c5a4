// #/dev/scene-player?elements=500: a synthetic scene of that many elements played by the scene player,
// with its frame figures live, window.__playerBench for the bench case and window.__frameHash for the
// pixel tests. &view=player shows the ready ScenePlayer instead; &play=0&t=3000 holds one frame.
import { useEffect, useMemo, useState } from 'react';
import { Badge, Container, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { ScenePlayer } from '../ScenePlayer';
import { formatPlayerTime } from '../playback/formatTime';
import { BenchStage } from './BenchStage';
import { createPlayerBench, type PlayerBench } from './benchRecorder';
import { exposeOnWindow } from './benchWindow';
import { frameHash, thumbnailFacts } from './frameHash';
import { syntheticScene } from './syntheticScene';
import { readBenchOptions } from './benchOptions';

function LiveFigures({ bench }: { bench: PlayerBench }) {
  const [figures, setFigures] = useState(bench.summary());
  useEffect(() => {
    const timer = setInterval(() => setFigures(bench.summary()), 1000);
    return () => clearInterval(timer);
  }, [bench]);
  return (
    <Group gap="xs" aria-live="off">
      <Badge variant="light" color={figures.workP95 <= 16 ? 'teal' : 'red'}>
        frame p95 {figures.workP95.toFixed(1)} ms
      </Badge>
      <Badge variant="light" color="gray">
        draw p95 {figures.drawP95.toFixed(1)} ms
      </Badge>
      <Badge variant="light" color="gray">
        commit p95 {figures.commitP95.toFixed(1)} ms
      </Badge>
      <Badge variant="light" color="blue">
        {figures.fps.toFixed(0)} fps
      </Badge>
      <Badge variant="outline" color="gray">
        {figures.frames} frames
      </Badge>
    </Group>
  );
}

/** Marks on the progress bar, as review shows its comments. */
const DEMO_MARKERS = [
  { id: 'demo-1', time: 2500, text: 'A comment' },
  { id: 'demo-2', time: 6000, text: 'Another comment' },
];

export function ScenePlayerBenchPage({ query }: { query: string }) {
  const options = readBenchOptions(query);
  const document = useMemo(() => syntheticScene(options.elements), [options.elements]);
  const bench = useMemo(() => createPlayerBench(options.elements), [options.elements]);
  useEffect(
    () =>
      exposeOnWindow({
        __playerBench: bench,
        __frameHash: (time) => frameHash(document, time),
        __thumbnail: (time, width) => thumbnailFacts(document, time, width),
      }),
    [bench, document],
  );

  const showView = (view: string) => {
    const params = new URLSearchParams(query);
    params.set('view', view);
    // The hash is the route: the router reads the new view from it.
    window.location.hash = `/dev/scene-player?${params.toString()}`;
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2}>Scene player benchmark</Title>
            <Text c="dimmed" size="sm">
              A synthetic scene of {options.elements} elements (rects, paths, handwritten text, images, groups and masks) with keyframes, played by the scene player.
            </Text>
          </div>
          <SegmentedControl
            aria-label="View"
            value={options.view}
            onChange={showView}
            data={[
              { value: 'bench', label: 'Benchmark stage' },
              { value: 'player', label: 'Player' },
            ]}
          />
        </Group>
        {options.view === 'player' ? (
          <ScenePlayer document={document} height={600} markers={DEMO_MARKERS} />
        ) : (
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              {options.playing ? (
                <LiveFigures bench={bench} />
              ) : (
                <Text size="sm" c="dimmed">
                  Holding the frame at {formatPlayerTime(options.startTime)}.
                </Text>
              )}
              <BenchStage document={document} bench={bench} playing={options.playing} startTime={options.startTime} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
