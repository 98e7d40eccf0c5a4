// Records from the microphone with MediaRecorder: webm in 100 ms slices (spec 001 section 9), so a
// recording stopped at any moment loses at most the last slice.
import { RECORDING_SLICE_MS } from './audioFile';

export interface Recording {
  /** Stops and answers the whole recording. */
  stop(): Promise<Blob>;
  /** Stops and throws the recording away (the form was closed). */
  cancel(): void;
}

/** Recording could not start; its message says why and what to do instead. */
export class RecordingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordingError';
  }
}

export const MicrophoneMessages = {
  unavailable: 'Recording is not available in this browser. Upload a file instead.',
  refused: 'The microphone could not be used. Allow it in the browser, or upload a file instead.',
} as const;

const mimeType = (): string => ['audio/webm;codecs=opus', 'audio/webm'].find((t) => MediaRecorder.isTypeSupported(t)) ?? 'audio/webm';

export const startRecording = async (): Promise<Recording> => {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) throw new RecordingError(MicrophoneMessages.unavailable);
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch {
    throw new RecordingError(MicrophoneMessages.refused);
  }
  const recorder = new MediaRecorder(stream, { mimeType: mimeType() });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  });
  const release = () => stream.getTracks().forEach((track) => track.stop());
  recorder.start(RECORDING_SLICE_MS);
  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        recorder.addEventListener(
          'stop',
          () => {
            release();
            resolve(new Blob(chunks, { type: 'audio/webm' }));
          },
          { once: true },
        );
        recorder.stop();
      }),
    cancel: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
};
