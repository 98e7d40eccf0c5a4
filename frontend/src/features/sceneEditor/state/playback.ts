// Playback's clock: while playing, the playhead follows real time (30 updates a second, the spec's
// frame rate) until the scene's end or a pause.
import { delay, put, select } from 'redux-saga/effects';
import { SceneTiming } from '@wb/contracts';
import type { Saga } from '../../../app/sagaHelpers';
import { playbackEnded, playheadMoved, selectEditor, type EditorState } from './editorSlice';

export function* playback(): Saga {
  let last = performance.now();
  for (;;) {
    yield delay(1000 / SceneTiming.frameRate);
    // Read after the wait: a seek while playing moves the playhead on from where the user put it.
    const s = (yield select(selectEditor)) as EditorState;
    if (!s.playing || !s.document) return;
    if (s.time >= s.document.duration) {
      yield put(playbackEnded());
      return;
    }
    const now = performance.now();
    yield put(playheadMoved(s.time + (now - last)));
    last = now;
  }
}
