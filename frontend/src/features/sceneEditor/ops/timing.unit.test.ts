import { aDocument, anElement } from './fixtures';
import { keyframesOf } from './keyframes';
import { joinDuration, setSceneDuration, splitDuration } from './scene';
import { fitTiming, setElementTiming } from './timing';

const element = anElement('a', {
  start: 1000,
  duration: 4000,
  keyframes: {
    opacity: [
      { id: 'k1', time: 1000, opacity: 0 },
      { id: 'k2', time: 5000, opacity: 1 },
    ],
  },
});
const doc = aDocument([element], 10_000);

describe('element timing', () => {
  it('keeps a duration of at least 100 ms, a start of at least 0 and the end inside the scene', () => {
    expect(fitTiming(-50, 20, 10_000)).toEqual({ start: 0, duration: 100 });
    expect(fitTiming(9000, 4000, 10_000)).toEqual({ start: 6000, duration: 4000 });
    expect(fitTiming(0, 20_000, 10_000)).toEqual({ start: 0, duration: 10_000 });
  });
  it('moves the keyframes with the element when it moves', () => {
    const next = setElementTiming(doc, 'a', 3000, 4000);
    expect(next.elements[0]?.start).toBe(3000);
    expect(keyframesOf(next.elements[0] ?? element, 'opacity').map((k) => k.time)).toEqual([3000, 7000]);
  });
  it('clamps a move past the end of the scene, keyframes following', () => {
    const next = setElementTiming(doc, 'a', 8000, 4000);
    expect(next.elements[0]?.start).toBe(6000);
    expect(keyframesOf(next.elements[0] ?? element, 'opacity').map((k) => k.time)).toEqual([6000, 10_000]);
  });
  it('pulls keyframes left outside by a resize to the new end', () => {
    const next = setElementTiming(doc, 'a', 1000, 2000);
    expect(keyframesOf(next.elements[0] ?? element, 'opacity').map((k) => [k.id, k.time])).toEqual([
      ['k1', 1000],
      ['k2', 3000],
    ]);
  });
  it('leaves the document as it is when nothing changes', () => {
    expect(setElementTiming(doc, 'a', 1000, 4000)).toBe(doc);
    expect(setElementTiming(doc, 'missing', 0, 100)).toBe(doc);
  });
});

describe('the scene duration', () => {
  it('splits into minutes and seconds 1-60 and joins back', () => {
    expect(splitDuration(30_000)).toEqual({ minutes: 0, seconds: 30 });
    expect(splitDuration(60_000)).toEqual({ minutes: 0, seconds: 60 });
    expect(splitDuration(61_000)).toEqual({ minutes: 1, seconds: 1 });
    expect(joinDuration(1, 1)).toBe(61_000);
    expect(joinDuration(20, 0)).toBe(15 * 60_000 + 1000);
  });
  it('shortens or moves elements that would run past a shorter scene', () => {
    const next = setSceneDuration(doc, 3000);
    expect(next.duration).toBe(3000);
    expect(next.elements[0]).toMatchObject({ start: 0, duration: 3000 });
  });
});
