import { END, type EventChannel } from 'redux-saga';
import { UploadError } from './answers';
import { uploadChannel, type UploadEvent } from './uploadChannel';

/** Everything the channel gives until it ends. */
const drain = (channel: EventChannel<UploadEvent>): Promise<UploadEvent[]> =>
  new Promise((resolve) => {
    const seen: UploadEvent[] = [];
    const next = () =>
      channel.take((event) => {
        if (event === END || 'type' in event) return resolve(seen);
        seen.push(event);
        next();
      });
    next();
  });

describe('an upload as a saga channel', () => {
  it('gives the progress, then the url, then ends', async () => {
    const channel = uploadChannel(async (onProgress) => {
      onProgress(0.5);
      onProgress(1);
      return '/u';
    });
    expect(await drain(channel)).toEqual([{ progress: 0.5 }, { progress: 1 }, { url: '/u' }]);
  });

  it("gives an upload's own words, and the spec's alert for any other failure", async () => {
    expect(
      await drain(
        uploadChannel(async () => {
          throw new UploadError('Wrong file type.');
        }),
      ),
    ).toEqual([{ error: 'Wrong file type.' }]);
    expect(
      await drain(
        uploadChannel(async () => {
          throw new TypeError('x is undefined');
        }),
      ),
    ).toEqual([{ error: 'Uh oh, something went wrong with that upload.' }]);
  });

  it('aborts the upload when closed before it finished, and not after', async () => {
    const signals: AbortSignal[] = [];
    const hanging = uploadChannel((_p, signal) => {
      signals.push(signal);
      return new Promise(() => undefined);
    });
    hanging.close();
    const finished = uploadChannel(async (_p, signal) => {
      signals.push(signal);
      return '/u';
    });
    await drain(finished);
    finished.close();
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });
});
