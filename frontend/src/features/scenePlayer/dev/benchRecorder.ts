// What the benchmark page records per animation frame, kept on window.__playerBench for the bench case
// and the browser tests to read: the frame deltas, React's commit time and Konva's draw time.
import { framesPerSecond, percentile } from './benchStats';

/** Long runs keep the latest frames only. */
const MAX_FRAMES = 20_000;

export interface PlayerBench {
  elements: number;
  /** requestAnimationFrame deltas, ms. */
  frames: number[];
  /** Resolving the frame and committing it to the Konva nodes, ms. */
  commits: number[];
  /** Konva drawing the layer, ms. */
  draws: number[];
  /** commit + draw: the main-thread work one frame of the scene costs, ms. */
  work: number[];
  reset(): void;
  summary(): { frames: number; fps: number; workP50: number; workP95: number; drawP95: number; commitP95: number };
}

export const createPlayerBench = (elements: number): PlayerBench => {
  const bench: PlayerBench = {
    elements,
    frames: [],
    commits: [],
    draws: [],
    work: [],
    reset() {
      bench.frames = [];
      bench.commits = [];
      bench.draws = [];
      bench.work = [];
    },
    summary: () => ({
      frames: bench.frames.length,
      fps: framesPerSecond(bench.frames),
      workP50: percentile(bench.work, 0.5),
      workP95: percentile(bench.work, 0.95),
      drawP95: percentile(bench.draws, 0.95),
      commitP95: percentile(bench.commits, 0.95),
    }),
  };
  return bench;
};

export const recordFrame = (bench: PlayerBench, delta: number, commit: number, draw: number): void => {
  if (bench.frames.length >= MAX_FRAMES) bench.reset();
  bench.frames.push(delta);
  bench.commits.push(commit);
  bench.draws.push(draw);
  bench.work.push(commit + draw);
};
