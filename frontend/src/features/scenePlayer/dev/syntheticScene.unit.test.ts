import { walkElements } from '@wb/contracts';
import { syntheticScene } from './syntheticScene';

describe('syntheticScene', () => {
  it('builds the asked number of valid top-level elements of every type, the same every time', () => {
    const scene = syntheticScene(500);
    expect(scene.elements).toHaveLength(500);
    expect(syntheticScene(500)).toEqual(scene);
    expect(new Set([...walkElements(scene.elements)].map((e) => e.type))).toEqual(new Set(['rect', 'path', 'text', 'image', 'group', 'mask']));
  });
  // The frame cost is measured by `npm run bench` (editor_frame_p95), never asserted with a timer here.
});
