// A player's clock: the playback reducer driven by requestAnimationFrame while playing. Each animation
// frame adds the wall-clock time since the previous one (x rate, in the reducer).
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { initialPlayback, playbackActions, playbackReducer, selectProgress, timeAtFraction } from './playbackSlice';

/** `duration` null while the scene's document loads: nothing plays until it is known. */
export const usePlayback = (duration: number | null, options: { autoPlay?: boolean } = {}) => {
  const [state, dispatch] = useReducer(playbackReducer, duration ?? 0, initialPlayback);
  const { autoPlay = false } = options;

  useEffect(() => {
    if (duration === null) {
      dispatch(playbackActions.loadStarted());
      return;
    }
    dispatch(playbackActions.loaded({ duration }));
    if (autoPlay) dispatch(playbackActions.played());
  }, [duration, autoPlay]);

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
