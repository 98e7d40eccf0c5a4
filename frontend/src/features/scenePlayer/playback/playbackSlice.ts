// Playback of one scene (spec 002 section 4, "Playback"): playing or paused; time advances by elapsed
// time x rate and is capped at the duration, where playback pauses; skip moves 5000 ms; seeks and
// progress are clamped. Local to one player (useReducer), so several players never share a clock.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PlaybackRates, SceneTiming } from '@wb/contracts';

export type PlaybackRate = (typeof PlaybackRates)[number];

export interface PlaybackState {
  /** 'loading' while the scene's document is on its way: nothing plays and a second load is ignored. */
  status: 'loading' | 'ready';
  playing: boolean;
  /** ms from the start of the scene, 0..duration. */
  time: number;
  duration: number;
  rate: PlaybackRate;
}

/** The most one animation frame may advance the clock, ms of wall time. */
export const MAX_TICK = 250;

const clamp = (value: number, low: number, high: number): number => (value < low ? low : value > high ? high : value);

export const initialPlayback = (duration: number): PlaybackState => ({
  status: 'ready',
  playing: false,
  time: 0,
  duration: Math.max(0, duration),
  rate: 1,
});

export const playbackSlice = createSlice({
  name: 'playback',
  initialState: initialPlayback(0),
  reducers: {
    loadStarted(state) {
      if (state.status === 'loading') return;
      state.status = 'loading';
      state.playing = false;
    },
    loaded(state, action: PayloadAction<{ duration: number }>) {
      state.status = 'ready';
      state.duration = Math.max(0, action.payload.duration);
      state.time = clamp(state.time, 0, state.duration);
      if (state.time >= state.duration) state.playing = false;
    },
    /** Play at the end starts again from the beginning, as video players do. */
    played(state) {
      if (state.status === 'loading' || state.duration <= 0) return;
      if (state.time >= state.duration) state.time = 0;
      state.playing = true;
    },
    paused(state) {
      state.playing = false;
    },
    /**
     * Wall-clock ms since the last tick; ignored while paused, so a late frame never moves a paused
     * scene. A gap longer than MAX_TICK (a hidden tab, whose animation frames stop) counts as MAX_TICK:
     * the scene goes on from where it was seen, not from where it would have got to unseen.
     */
    ticked(state, action: PayloadAction<number>) {
      if (!state.playing || !(action.payload > 0)) return;
      const elapsed = Math.min(action.payload, MAX_TICK);
      state.time = Math.min(state.duration, state.time + elapsed * state.rate);
      if (state.time >= state.duration) state.playing = false;
    },
    sought(state, action: PayloadAction<number>) {
      if (!Number.isFinite(action.payload)) return;
      state.time = clamp(action.payload, 0, state.duration);
    },
    skipped(state, action: PayloadAction<'back' | 'forward'>) {
      const step = action.payload === 'forward' ? SceneTiming.playerSkip : -SceneTiming.playerSkip;
      state.time = clamp(state.time + step, 0, state.duration);
      if (state.time >= state.duration) state.playing = false;
    },
    rateCycled(state) {
      const next = PlaybackRates[(PlaybackRates.indexOf(state.rate) + 1) % PlaybackRates.length];
      state.rate = next ?? 1;
    },
  },
});

export const playbackActions = playbackSlice.actions;
export const playbackReducer = playbackSlice.reducer;

/** The played fraction, 0 to 1 (0 for an empty scene). */
export const selectProgress = (state: PlaybackState): number => (state.duration > 0 ? clamp(state.time / state.duration, 0, 1) : 0);

/** The time at a fraction of the scene (a click on the progress bar), clamped. */
export const timeAtFraction = (state: PlaybackState, fraction: number): number => clamp(Number.isFinite(fraction) ? fraction : 0, 0, 1) * state.duration;
