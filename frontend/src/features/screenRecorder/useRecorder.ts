// The exporter's clock over a list: the scene player's playback (time advancing by elapsed time x rate,
// capped at the duration) for the shown item, and the queue that moves to the next item when one ends.
// One playback for the whole list, so the chosen speed stays from item to item.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { usePlayback } from '../scenePlayer/playback/usePlayback';
import { RECORDER_SKIP } from './hotkeys';
import { initialQueue, queueActions, queueReducer } from './recorderQueue';

export type Recorder = ReturnType<typeof useRecorder>;

/** The list's position; apart from useRecorder because what the shown item is decides its duration. */
export const useRecorderQueue = (total: number, autoplay: boolean) => useReducer(queueReducer, { total, autoplay }, initialQueue);
type QueueHandle = ReturnType<typeof useRecorderQueue>;

/** `duration`: the shown item's length in ms, null while it loads. */
export const useRecorder = ([queue, dispatch]: QueueHandle, duration: number | null) => {
  const playback = usePlayback(duration);
  const { state, play, pause, seek } = playback;
  const ready = duration !== null && state.status === 'ready' && state.duration === duration;

  // Changing item resets progress to 0 (spec 002 section 4). Declared before the start below, so a
  // new item that is already loaded seeks before it plays.
  useEffect(() => seek(0), [queue.index, seek]);

  useEffect(() => {
    if (!queue.playWhenReady || !ready) return;
    // An item with nothing to play (an empty or unreadable scene) is passed over, not waited on.
    if (state.duration <= 0) dispatch(queueActions.ended());
    else {
      play();
      dispatch(queueActions.started());
    }
  }, [queue.playWhenReady, ready, state.duration, play, dispatch]);

  // The end of an item is playing turning to paused at the duration: the next one starts.
  const wasPlaying = useRef(false);
  useEffect(() => {
    const ended = wasPlaying.current && !state.playing && state.duration > 0 && state.time >= state.duration;
    wasPlaying.current = state.playing;
    if (ended) dispatch(queueActions.ended());
  }, [state.playing, state.time, state.duration, dispatch]);

  const move = useCallback((by: -1 | 1) => dispatch(queueActions.moved({ by, playing: state.playing })), [state.playing, dispatch]);
  const toggle = useCallback(() => {
    if (state.playing) pause();
    else if (ready) {
      play();
      dispatch(queueActions.started());
    }
  }, [state.playing, ready, play, pause, dispatch]);

  return {
    queue,
    state,
    ready,
    toggle,
    previous: () => move(-1),
    next: () => move(1),
    back: () => seek(state.time - RECORDER_SKIP),
    forward: () => seek(state.time + RECORDER_SKIP),
    seekFraction: playback.seekFraction,
    cycleRate: playback.cycleRate,
  };
};
