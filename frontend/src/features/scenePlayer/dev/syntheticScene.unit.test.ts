import { walkElements } from '@wb/contracts';
import { syntheticScene } from './syntheticScene';
import { frameAt } from '../model/frame';

describe('syntheticScene', () => {
  it('builds the asked number of valid top-level elements of every type, the same every time', () => {
    const scene = syntheticScene(500);
    expect(scene.elements).toHaveLength(500);
    expect(syntheticScene(500)).toEqual(scene);
    expect(new Set([...walkElements(scene.elements)].map((e) => e.type))).toEqual(new Set(['rect', 'path', 'text', 'image', 'group', 'mask']));
  });

  it('resolves a 500-element frame well inside a 60 fps budget', () => {
    const scene = syntheticScene(500);
    // A first pass warms up the engine and the sorted-keyframe cache, as the first frames of a play do.
    for (let time = 0; time < 1000; time += 1000 / 60) frameAt(scene, time);
    const started = performance.now();
    for (let time = 1000; time < 2000; time += 1000 / 60) frameAt(scene, time);
    // 60 frames; the budget per frame is 16 ms for everything, resolving must stay a part of it even
    // on a busy machine (it takes about 1 ms on an idle one).
    expect((performance.now() - started) / 60).toBeLessThan(8);
  });
});
