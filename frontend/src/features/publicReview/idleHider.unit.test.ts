import { IDLE_HIDE_MS, startIdleHider } from './idleHider';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const started = () => {
  const changes: boolean[] = [];
  const hider = startIdleHider((hidden) => changes.push(hidden));
  return { hider, changes };
};

it('hides the controls 2000 ms after entering full screen without movement, not before', () => {
  const { changes } = started();
  jest.advanceTimersByTime(IDLE_HIDE_MS - 1);
  expect(changes).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(changes).toEqual([true]);
  // Staying still changes nothing more.
  jest.advanceTimersByTime(10 * IDLE_HIDE_MS);
  expect(changes).toEqual([true]);
});

it('shows them again on movement and hides them 2000 ms after the last movement', () => {
  const { hider, changes } = started();
  jest.advanceTimersByTime(IDLE_HIDE_MS);
  hider.moved();
  expect(changes).toEqual([true, false]);
  jest.advanceTimersByTime(1500);
  hider.moved();
  jest.advanceTimersByTime(1500);
  // 3000 ms since the first movement, 1500 since the last: still shown.
  expect(changes).toEqual([true, false]);
  jest.advanceTimersByTime(500);
  expect(changes).toEqual([true, false, true]);
});

it('movement while shown reports nothing new, and stop shows them and stops waiting', () => {
  const { hider, changes } = started();
  hider.moved();
  hider.moved();
  expect(changes).toEqual([]);
  jest.advanceTimersByTime(IDLE_HIDE_MS);
  hider.stop();
  expect(changes).toEqual([true, false]);
  jest.advanceTimersByTime(10 * IDLE_HIDE_MS);
  expect(changes).toEqual([true, false]);
});
