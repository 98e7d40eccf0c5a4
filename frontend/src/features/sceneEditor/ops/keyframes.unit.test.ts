import { ElementProps } from '@wb/contracts';
import { aDocument, anElement, counterIds } from './fixtures';
import { addKeyframe, deleteKeyframes, keyframesOf, moveKeyframes, setKeyframeValue, valueAt } from './keyframes';
import { findElement } from './tree';

const props = ElementProps.parse({ translateX: 10, translateY: 20, opacity: 0.5 });
const moving = anElement('a', {
  start: 1000,
  duration: 4000,
  props,
  keyframes: {
    position: [
      { id: 'k1', time: 1000, translateX: 0, translateY: 0 },
      { id: 'k2', time: 3000, translateX: 100, translateY: 50 },
    ],
  },
});
const doc = aDocument([moving]);
const position = (d = doc) => keyframesOf(findElement(d, 'a') ?? moving, 'position');

describe('the value of an element at a time', () => {
  it('is the base props when the kind has no keyframe', () => {
    expect(valueAt(moving, 'opacity', 2000)).toEqual({ opacity: 0.5 });
  });
  it('blends linearly between the keyframes around the time', () => {
    expect(valueAt(moving, 'position', 2000)).toEqual({ translateX: 50, translateY: 25 });
  });
  it('holds the first and last keyframe outside them', () => {
    expect(valueAt(moving, 'position', 0)).toEqual({ translateX: 0, translateY: 0 });
    expect(valueAt(moving, 'position', 9000)).toEqual({ translateX: 100, translateY: 50 });
  });
});

describe('adding a keyframe', () => {
  it('takes the value at that time and keeps the list in time order', () => {
    const next = addKeyframe(doc, 'a', 'position', 2000, counterIds());
    expect(position(next).map((k) => k.time)).toEqual([1000, 2000, 3000]);
    expect(position(next)[1]).toEqual({ id: 'n1', time: 2000, translateX: 50, translateY: 25 });
    expect(position()).toHaveLength(2);
  });
  it('merges into a keyframe of the kind within 50 ms instead of adding one', () => {
    const next = addKeyframe(doc, 'a', 'position', 3040, counterIds());
    expect(position(next).map((k) => k.id)).toEqual(['k1', 'k2']);
    expect(addKeyframe(doc, 'a', 'position', 3051, counterIds()).elements[0]?.keyframes.position).toHaveLength(3);
  });
  it('clamps the time into the element range', () => {
    const next = addKeyframe(doc, 'a', 'opacity', 9000, counterIds());
    expect(keyframesOf(next.elements[0] ?? moving, 'opacity')).toEqual([{ id: 'n1', time: 5000, opacity: 0.5 }]);
  });
  it('refuses a kind the element type does not allow', () => {
    expect(addKeyframe(doc, 'a', 'text', 2000, counterIds())).toBe(doc);
    expect(addKeyframe(doc, 'a', 'stroke', 2000, counterIds())).toBe(doc);
    const text = aDocument([anElement('t', { type: 'text', text: 'Hi' })]);
    expect(addKeyframe(text, 't', 'text', 100, counterIds()).elements[0]?.keyframes.text).toHaveLength(1);
  });
});

describe('moving keyframes', () => {
  it('moves the chosen ones and leaves the rest', () => {
    const next = moveKeyframes(doc, [{ elementId: 'a', kind: 'position', keyframeId: 'k2' }], 500);
    expect(position(next).map((k) => [k.id, k.time])).toEqual([
      ['k1', 1000],
      ['k2', 3500],
    ]);
  });
  it('clamps the move inside the element range, keeping the spacing of a multi-selection', () => {
    const refs = [
      { elementId: 'a', kind: 'position' as const, keyframeId: 'k1' },
      { elementId: 'a', kind: 'position' as const, keyframeId: 'k2' },
    ];
    expect(position(moveKeyframes(doc, refs, 5000)).map((k) => k.time)).toEqual([3000, 5000]);
    expect(position(moveKeyframes(doc, refs, -5000)).map((k) => k.time)).toEqual([1000, 3000]);
  });
  it('merges a moved keyframe into one it lands on: the moved one stays', () => {
    const next = moveKeyframes(doc, [{ elementId: 'a', kind: 'position', keyframeId: 'k1' }], 1980);
    expect(position(next).map((k) => [k.id, k.time])).toEqual([['k1', 2980]]);
  });
});

describe('deleting keyframes and setting a value', () => {
  it('removes only the chosen keyframes', () => {
    const next = deleteKeyframes(doc, [{ elementId: 'a', kind: 'position', keyframeId: 'k1' }]);
    expect(position(next).map((k) => k.id)).toEqual(['k2']);
  });
  it('sets a field of the kind, bounded, and ignores fields of other kinds', () => {
    const ref = { elementId: 'a', kind: 'position' as const, keyframeId: 'k2' };
    expect(position(setKeyframeValue(doc, ref, 'translateX', 7))[1]?.translateX).toBe(7);
    expect(setKeyframeValue(doc, ref, 'opacity', 0.2)).toBe(doc);
    expect(setKeyframeValue(doc, ref, 'translateX', Number.NaN)).toBe(doc);
    const faded = addKeyframe(doc, 'a', 'opacity', 1000, counterIds());
    const opacity = setKeyframeValue(faded, { elementId: 'a', kind: 'opacity', keyframeId: 'n1' }, 'opacity', 3);
    expect(keyframesOf(opacity.elements[0] ?? moving, 'opacity')[0]?.opacity).toBe(1);
  });
});
