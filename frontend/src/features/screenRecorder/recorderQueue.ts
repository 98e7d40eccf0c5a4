// Which item of the list the exporter shows, and what happens between items (spec 002 section 4,
// "Playback"): at the end of an item the next one plays if one exists, otherwise the recording
// finishes. Playing within an item is the scene player's playback (scenePlayer/playback); this only
// says which item and whether the next one starts by itself.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface RecorderQueue {
  /** The shown item, 0-based. */
  index: number;
  total: number;
  /** Start playing as soon as the shown item is ready: autoplay, or the previous item ended while playing. */
  playWhenReady: boolean;
  /** The last item ended: the notification and the bell have been asked for. */
  finished: boolean;
}

export const initialQueue = ({ total, autoplay }: { total: number; autoplay: boolean }): RecorderQueue => ({
  index: 0,
  total: Math.max(0, total),
  playWhenReady: autoplay && total > 0,
  finished: false,
});

const queueSlice = createSlice({
  name: 'recorderQueue',
  initialState: initialQueue({ total: 0, autoplay: false }),
  reducers: {
    /** Previous or next scene; `playing` keeps a playing recording playing in the new item. */
    moved(state, action: PayloadAction<{ by: -1 | 1; playing: boolean }>) {
      const index = Math.min(state.total - 1, Math.max(0, state.index + action.payload.by));
      if (index === state.index) return;
      state.index = index;
      state.playWhenReady = action.payload.playing;
      state.finished = false;
    },
    /** The shown item played to its end (or has nothing to play). */
    ended(state) {
      if (state.index + 1 < state.total) {
        state.index += 1;
        state.playWhenReady = true;
      } else {
        state.playWhenReady = false;
        state.finished = true;
      }
    },
    /** The shown item started playing: nothing is pending any more. */
    started(state) {
      state.playWhenReady = false;
      state.finished = false;
    },
  },
});

export const queueActions = queueSlice.actions;
export const queueReducer = queueSlice.reducer;

/** The controller's label: 'n / total'. */
export const positionLabel = (queue: RecorderQueue): string => `${Math.min(queue.index + 1, queue.total)} / ${queue.total}`;
