import { SceneDocument, type EditorElement } from '@wb/contracts';
import { settledPrefix, staticOver } from './settled';

/** A stroke drawn on from `start` over `drawMs`, shown until 10 s. */
const stroke = (id: string, start: number, drawMs: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  type: 'path',
  start,
  duration: 10_000 - start,
  d: 'M0 0 L100 0',
  props: { style: { stroke: '#111', strokeWidth: 8 } },
  keyframes: {
    path: [
      { id: `${id}a`, time: start, pathProgress: 0 },
      { id: `${id}b`, time: start + drawMs, pathProgress: 1 },
    ],
  },
  ...extra,
});

const elementsOf = (elements: unknown[]): EditorElement[] => SceneDocument.parse({ sceneID: 's', duration: 10_000, elements }).elements;

describe('settledPrefix', () => {
  const [first, second, third] = elementsOf([stroke('a', 0, 1000), stroke('b', 500, 2000), stroke('c', 1000, 500)]);

  it('counts the elements at the back that no longer change until the chunk ends', () => {
    const elements = [first!, second!, third!];
    expect(settledPrefix(elements, 0, 9000)).toBe(0);
    expect(settledPrefix(elements, 1000, 9000)).toBe(1);
    // c has finished, but b behind it still draws: c is baked only once b is done.
    expect(settledPrefix(elements, 2000, 9000)).toBe(1);
    expect(settledPrefix(elements, 2500, 9000)).toBe(3);
  });

  it('treats an element that appears or disappears within the span as changing', () => {
    const [late] = elementsOf([stroke('late', 6000, 0)]);
    expect(staticOver(late!, 1000, 5000)).toBe(true);
    expect(staticOver(late!, 5000, 7000)).toBe(false);
    const [gone] = elementsOf([{ ...stroke('gone', 0, 0), duration: 3000 }]);
    expect(staticOver(gone!, 1000, 2000)).toBe(true);
    expect(staticOver(gone!, 2000, 4000)).toBe(false);
    expect(staticOver(gone!, 3500, 9000)).toBe(true);
  });

  it('follows a group down to its children and a motion path over its whole life', () => {
    const [group] = elementsOf([{ id: 'g', name: 'g', type: 'group', start: 0, duration: 10_000, props: {}, elements: [stroke('child', 0, 4000)] }]);
    expect(staticOver(group!, 1000, 9000)).toBe(false);
    expect(staticOver(group!, 4000, 9000)).toBe(true);
    const [moving] = elementsOf([{ ...stroke('m', 0, 0), animationPathD: 'M0 0 L500 0', duration: 8000 }]);
    expect(staticOver(moving!, 5000, 7000)).toBe(false);
  });
});
