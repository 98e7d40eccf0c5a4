// An upload as a saga channel: its progress, then its URL or the words of its failure, then END. A saga
// that stops listening (cancelled, or the person left) closes the channel, which aborts the upload.
import { Messages } from '@wb/contracts';
import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import { UploadError } from './answers';

export type UploadEvent = { progress: number } | { url: string } | { error: string };

/** `start` begins the upload, reporting progress however its caller counts it, and honours the signal. */
export const uploadChannel = (start: (onProgress: (progress: number) => void, signal: AbortSignal) => Promise<string>): EventChannel<UploadEvent> =>
  eventChannel<UploadEvent>((emit) => {
    const controller = new AbortController();
    let settled = false;
    start((progress) => emit({ progress }), controller.signal)
      .then(
        (url) => emit({ url }),
        (e: unknown) => emit({ error: e instanceof UploadError ? e.message : Messages.uploadFailed }),
      )
      .finally(() => {
        settled = true;
        emit(END);
      });
    return () => {
      if (!settled) controller.abort();
    };
    // Buffered: progress may come before the saga takes, and the URL (or the end) must never be dropped.
  }, buffers.expanding<UploadEvent>(16));
