import { ElementProps } from '@wb/contracts';
import { aDocument, anElement, counterIds } from './fixtures';
import { fieldAt, setFieldAt } from './animated';
import { findElement } from './tree';

const still = anElement('s', { props: ElementProps.parse({ translateX: 5 }) });
const moving = anElement('m', {
  keyframes: {
    position: [
      { id: 'k1', time: 0, translateX: 0, translateY: 0 },
      { id: 'k2', time: 2000, translateX: 200, translateY: 0 },
    ],
  },
});
const doc = aDocument([still, moving]);

describe('properties at the playhead', () => {
  it('reads the base prop of a still property and the keyframed value of an animated one', () => {
    expect(fieldAt(still, 'translateX', 1000)).toBe(5);
    expect(fieldAt(moving, 'translateX', 1000)).toBe(100);
  });
  it('edits the base prop of a still property', () => {
    expect(findElement(setFieldAt(doc, ['s'], 'translateX', 9, 1000, counterIds()), 's')?.props.translateX).toBe(9);
  });
  it('edits an animated property in a keyframe at the playhead, made or merged', () => {
    const made = setFieldAt(doc, ['m'], 'translateX', 50, 1000, counterIds());
    expect(findElement(made, 'm')?.keyframes.position?.map((k) => [k.time, k.translateX])).toEqual([
      [0, 0],
      [1000, 50],
      [2000, 200],
    ]);
    const merged = setFieldAt(doc, ['m'], 'translateX', 50, 1990, counterIds());
    expect(findElement(merged, 'm')?.keyframes.position?.map((k) => [k.id, k.translateX])).toEqual([
      ['k1', 0],
      ['k2', 50],
    ]);
    expect(findElement(made, 'm')?.props.translateX).toBe(0);
  });
});
