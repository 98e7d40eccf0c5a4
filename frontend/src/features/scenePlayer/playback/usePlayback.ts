// A player's clock: the playback reducer driven by requestAnimationFrame while playing. Each animation
// frame adds the wall-clock time since the previous one (x rate, in the reducer).
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { initialPlayback, playbackActions, playbackReducer, selectProgress, timeAtFraction } from './playbackSlice';

export const usePlayback = (duration: number) => {
  const [state, dispatch] = useReducer(playbackReducer, duration, initialPlayback);

  useEffect(() => {
    dispatch(playbackActions.loaded({ duration }));
  }, [duration]);

  useEffect(() => {
    if (!state.playing) return undefined;
    let last: number | null = null;
    let handle = requestAnimationFrame(function frame(now) {
      if (last !== null) dispatch(playbackActions.ticked(now - last));
      last = now;
      handle = requestAnimationFrame(frame);
    });
    return () => cancelAnimationFrame(handle);
  }, [state.playing]);

  const toggle = useCallback(() => dispatch(state.playing ? playbackActions.paused() : playbackActions.played()), [state.playing]);
  const controls = useMemo(
    () => ({
      play: () => dispatch(playbackActions.played()),
      pause: () => dispatch(playbackActions.paused()),
      seek: (time: number) => dispatch(playbackActions.sought(time)),
      skip: (direction: 'back' | 'forward') => dispatch(playbackActions.skipped(direction)),
      cycleRate: () => dispatch(playbackActions.rateCycled()),
    }),
    [],
  );
  return {
    state,
    progress: selectProgress(state),
    toggle,
    seekFraction: (fraction: number) => controls.seek(timeAtFraction(state, fraction)),
    ...controls,
  };
};
