import { MAX_TICK, playbackActions as on, playbackReducer, initialPlayback, selectProgress, timeAtFraction, type PlaybackState } from './playbackSlice';

const run = (state: PlaybackState, ...actions: Parameters<typeof playbackReducer>[1][]): PlaybackState => actions.reduce(playbackReducer, state);

describe('playback', () => {
  const ready = initialPlayback(10_000);

  it('starts paused at 0 at 1x', () => {
    expect(ready).toMatchObject({ playing: false, time: 0, rate: 1, duration: 10_000, status: 'ready' });
  });

  it('advances by the elapsed time times the rate while playing, and not while paused', () => {
    expect(run(ready, on.played(), on.ticked(100)).time).toBe(100);
    expect(run(ready, on.played(), on.rateCycled(), on.rateCycled(), on.ticked(100)).time).toBe(400);
    expect(run(ready, on.ticked(100)).time).toBe(0);
    expect(run(ready, on.played(), on.paused(), on.ticked(100)).time).toBe(0);
  });

  it('counts a long gap between frames (a hidden tab) as one short step', () => {
    expect(run(ready, on.played(), on.ticked(60_000)).time).toBe(MAX_TICK);
  });

  it('caps at the duration and pauses there', () => {
    const end = run(ready, on.played(), on.sought(9_900), on.ticked(200), on.ticked(200));
    expect(end).toMatchObject({ time: 10_000, playing: false });
    expect(selectProgress(end)).toBe(1);
  });

  it('plays again from the start when played at the end', () => {
    expect(run(ready, on.sought(10_000), on.played())).toMatchObject({ time: 0, playing: true });
  });

  it('cycles the rate through 1x, 2x, 4x, 8x, 16x and back', () => {
    const rates = [1, 2, 3, 4, 5].map((n) => run(ready, ...Array.from({ length: n }, () => on.rateCycled())).rate);
    expect(rates).toEqual([2, 4, 8, 16, 1]);
  });

  it('skips 5000 ms back and forward, clamped to the scene', () => {
    expect(run(ready, on.sought(7000), on.skipped('back')).time).toBe(2000);
    expect(run(ready, on.sought(2000), on.skipped('back')).time).toBe(0);
    expect(run(ready, on.sought(2000), on.skipped('forward')).time).toBe(7000);
    expect(run(ready, on.played(), on.sought(7000), on.skipped('forward'))).toMatchObject({ time: 10_000, playing: false });
  });

  it('clamps seeks and progress fractions', () => {
    expect(run(ready, on.sought(-50)).time).toBe(0);
    expect(run(ready, on.sought(99_999)).time).toBe(10_000);
    expect(run(ready, on.sought(Number.NaN)).time).toBe(0);
    expect(selectProgress(run(ready, on.sought(2500)))).toBe(0.25);
    expect(timeAtFraction(ready, 1.5)).toBe(10_000);
    expect(timeAtFraction(ready, -1)).toBe(0);
    expect(selectProgress(initialPlayback(0))).toBe(0);
  });

  it('ignores a second load while one is loading, and nothing plays while loading', () => {
    const loading = run(ready, on.played(), on.loadStarted());
    expect(loading).toMatchObject({ status: 'loading', playing: false });
    expect(run(loading, on.loadStarted())).toBe(loading);
    expect(run(loading, on.played()).playing).toBe(false);
    expect(run(loading, on.loaded({ duration: 4000 }))).toMatchObject({ status: 'ready', duration: 4000 });
  });

  it('keeps the time inside a shorter scene after a load', () => {
    expect(run(ready, on.sought(8000), on.loaded({ duration: 5000 })).time).toBe(5000);
  });

  it('does not play an empty scene', () => {
    expect(run(initialPlayback(0), on.played()).playing).toBe(false);
  });
});
