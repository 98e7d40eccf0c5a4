import { initialQueue, positionLabel, queueActions as on, queueReducer, type RecorderQueue } from './recorderQueue';

const run = (state: RecorderQueue, ...actions: Parameters<typeof queueReducer>[1][]): RecorderQueue => actions.reduce(queueReducer, state);

describe('the recorder queue', () => {
  const three = initialQueue({ total: 3, autoplay: false });

  it('starts at the first item, playing at once only with the autoplay flag', () => {
    expect(three).toMatchObject({ index: 0, total: 3, playWhenReady: false, finished: false });
    expect(initialQueue({ total: 3, autoplay: true }).playWhenReady).toBe(true);
    expect(initialQueue({ total: 0, autoplay: true }).playWhenReady).toBe(false);
    expect(positionLabel(three)).toBe('1 / 3');
  });

  it('plays the next item when one ends, and finishes after the last', () => {
    const second = run(three, on.started(), on.ended());
    expect(second).toMatchObject({ index: 1, playWhenReady: true, finished: false });
    expect(positionLabel(second)).toBe('2 / 3');
    const done = run(second, on.started(), on.ended(), on.started(), on.ended());
    expect(done).toMatchObject({ index: 2, playWhenReady: false, finished: true });
    expect(positionLabel(done)).toBe('3 / 3');
  });

  it('moves to the previous and next item within the list, keeping a playing recording playing', () => {
    expect(run(three, on.moved({ by: 1, playing: true }))).toMatchObject({ index: 1, playWhenReady: true });
    expect(run(three, on.moved({ by: 1, playing: false }))).toMatchObject({ index: 1, playWhenReady: false });
    expect(run(three, on.moved({ by: -1, playing: true }))).toBe(three);
    const last = run(three, on.moved({ by: 1, playing: false }), on.moved({ by: 1, playing: false }));
    expect(run(last, on.moved({ by: 1, playing: true }))).toBe(last);
  });

  it('starts again after finishing when the person goes back', () => {
    const done = run(initialQueue({ total: 2, autoplay: true }), on.ended(), on.ended());
    expect(done.finished).toBe(true);
    expect(run(done, on.moved({ by: -1, playing: false }))).toMatchObject({ index: 0, finished: false });
  });
});
