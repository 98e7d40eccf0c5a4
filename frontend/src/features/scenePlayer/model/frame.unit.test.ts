import { SceneDocument } from '@wb/contracts';
import { frameAt, walkFrame } from './frame';

const scene = SceneDocument.parse({
  sceneID: 's1',
  duration: 10_000,
  elements: [
    { id: 'early', name: 'Early', type: 'rect', start: 0, duration: 2000 },
    {
      id: 'group',
      name: 'Group',
      type: 'group',
      start: 1000,
      duration: 5000,
      keyframes: {
        position: [
          { id: 'g1', time: 1000, translateX: 0, translateY: 0 },
          { id: 'g2', time: 3000, translateX: 200, translateY: 0 },
        ],
      },
      elements: [
        { id: 'child', name: 'Child', type: 'path', d: 'M0 0 L10 0', start: 0, duration: 10_000 },
        { id: 'late-child', name: 'Late child', type: 'rect', start: 4000, duration: 1000 },
      ],
    },
    {
      id: 'mask',
      name: 'Mask',
      type: 'mask',
      start: 0,
      duration: 10_000,
      maskElements: [
        {
          id: 'shape',
          name: 'Shape',
          type: 'rect',
          start: 0,
          duration: 100,
          props: { width: 50, height: 50 },
          keyframes: {
            dimensions: [
              { id: 'd1', time: 0, width: 0, height: 50 },
              { id: 'd2', time: 4000, width: 400, height: 50 },
            ],
          },
        },
      ],
      elements: [{ id: 'masked', name: 'Masked', type: 'text', text: 'Hello', start: 0, duration: 10_000 }],
    },
  ],
});

const ids = (time: number) => [...walkFrame(frameAt(scene, time))].map((node) => node.element.id);

describe('frameAt', () => {
  it('draws only the elements shown at the time, back to front', () => {
    expect(ids(500)).toEqual(['early', 'mask', 'masked']);
    expect(ids(2000)).toEqual(['early', 'group', 'child', 'mask', 'masked']);
    expect(ids(4500)).toEqual(['group', 'child', 'late-child', 'mask', 'masked']);
  });

  it('hides the children of a group that is not shown, whatever their own timing', () => {
    expect(ids(8000)).toEqual(['mask', 'masked']);
  });

  it('keeps the group transform on the group node, for its children to compose with', () => {
    const group = frameAt(scene, 2000).find((node) => node.element.id === 'group');
    expect(group?.props.translateX).toBe(100);
    expect(group?.children[0]?.props.translateX).toBe(0);
  });

  it('clips with the mask shapes for as long as the mask is shown, their keyframes animating the clip', () => {
    const mask = frameAt(scene, 2000).find((node) => node.element.id === 'mask');
    expect(mask?.clip.map((node) => node.element.id)).toEqual(['shape']);
    expect(mask?.clip[0]?.props.width).toBe(200);
  });
});
