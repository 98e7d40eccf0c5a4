import { SceneDocument } from '@wb/contracts';
import { frameAt } from '../model/frame';
import { sameNode } from './sameFrame';

const scene = SceneDocument.parse({
  sceneID: 's',
  duration: 10_000,
  elements: [
    { id: 'still', name: 'Still', type: 'rect', props: { width: 10, height: 10 } },
    {
      id: 'moving',
      name: 'Moving',
      type: 'rect',
      keyframes: {
        position: [
          { id: 'a', time: 0, translateX: 0, translateY: 0 },
          { id: 'b', time: 1000, translateX: 100, translateY: 0 },
        ],
      },
    },
    {
      id: 'group',
      name: 'Group',
      type: 'group',
      elements: [
        {
          id: 'child',
          name: 'Child',
          type: 'path',
          d: 'M0 0 L10 0',
          keyframes: {
            path: [
              { id: 'p', time: 0, pathProgress: 0 },
              { id: 'q', time: 1000, pathProgress: 1 },
            ],
          },
        },
      ],
    },
  ],
});

const nodes = (time: number) => frameAt(scene, time);
const pair = (id: string, a: number, b: number) => {
  const x = nodes(a).find((node) => node.element.id === id);
  const y = nodes(b).find((node) => node.element.id === id);
  if (!x || !y) throw new Error(`no ${id}`);
  return sameNode(x, y);
};

describe('sameNode', () => {
  it('knows an element that did not change between two frames, so React can skip it', () => {
    expect(pair('still', 100, 200)).toBe(true);
    expect(pair('moving', 1500, 2000)).toBe(true);
  });

  it('sees a change in the element own props or in a child', () => {
    expect(pair('moving', 100, 200)).toBe(false);
    expect(pair('group', 100, 200)).toBe(false);
    expect(pair('group', 1500, 2000)).toBe(true);
  });
});
