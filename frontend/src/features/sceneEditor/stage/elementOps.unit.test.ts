import { ElementProps, type EditorElement, type SceneDocument } from '@wb/contracts';
import { findElement } from '../ops';
import { addPath, addRect, addText, moveElements, pathDataOf, transformElement, withWritingKeyframes } from './elementOps';

const empty: SceneDocument = { sceneID: 's', duration: 30_000, elements: [] };
const rect = (over: Partial<EditorElement> = {}): EditorElement => ({
  id: 'r',
  name: 'Rectangle 1',
  type: 'rect',
  start: 0,
  duration: 10_000,
  keyframes: {},
  props: ElementProps.parse({ translateX: 100, translateY: 100, width: 200, height: 100 }),
  ...over,
});

describe('what the stage tools make', () => {
  it('makes a rectangle with the spec defaults from a drag in any direction', () => {
    const made = addRect(empty, { x: 500, y: 400 }, { x: 300, y: 250 }, 2000);
    expect(made?.element.props).toMatchObject({ translateX: 300, translateY: 250, width: 200, height: 150 });
    expect(made?.element.props.style).toMatchObject({ stroke: 'black', fill: 'transparent', strokeWidth: 16, fontSize: 64, fontWeight: 400 });
    expect(made?.element).toMatchObject({ start: 2000, duration: 10_000 });
  });

  it('makes no rectangle when the drag has no width or no height', () => {
    expect(addRect(empty, { x: 10, y: 10 }, { x: 10, y: 90 }, 0)).toBeNull();
    expect(addRect(empty, { x: 10, y: 10 }, { x: 90, y: 10 }, 0)).toBeNull();
  });

  it("places 'New text'", () => {
    expect(addText(empty, { x: 5, y: 6 }, 0).element).toMatchObject({ type: 'text', text: 'New text', props: { translateX: 5, translateY: 6 } });
  });

  it('keeps an element inside a short scene', () => {
    const made = addText({ ...empty, duration: 4000 }, { x: 0, y: 0 }, 3950);
    expect(made.element.start + made.element.duration).toBeLessThanOrEqual(4000);
    expect(made.element.duration).toBeGreaterThanOrEqual(100);
  });

  it('draws paths as absolute polylines with no fill', () => {
    expect(
      pathDataOf([
        { x: 0, y: 0 },
        { x: 10.26, y: 5 },
      ]),
    ).toBe('M0 0 L10.3 5');
    expect(
      addPath(
        empty,
        [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
        ],
        0,
      ).element.props.style.fill,
    ).toBe('none');
  });
});

describe('moving and resizing on the stage', () => {
  it('moves an element without position keyframes outright', () => {
    const moved = moveElements({ ...empty, elements: [rect()] }, ['r'], 50, -20, 0);
    expect(findElement(moved, 'r')?.props).toMatchObject({ translateX: 150, translateY: 80 });
  });

  it('moves an animated element by its keyframe at the playhead', () => {
    const animated = rect({
      keyframes: {
        position: [
          { id: 'k0', time: 0, translateX: 0, translateY: 0 },
          { id: 'k1', time: 4000, translateX: 400, translateY: 0 },
        ],
      },
    });
    const moved = moveElements({ ...empty, elements: [animated] }, ['r'], 10, 10, 4020);
    expect(findElement(moved, 'r')?.keyframes.position).toEqual([
      { id: 'k0', time: 0, translateX: 0, translateY: 0 },
      { id: 'k1', time: 4000, translateX: 410, translateY: 10 },
    ]);
  });

  it('ignores a resize that makes a side 5 px or less', () => {
    const doc = { ...empty, elements: [rect()] };
    expect(transformElement(doc, 'r', { x: 100, y: 100, width: 200, height: 100, rotation: 0, scaleX: 0.02, scaleY: 1 })).toBeNull();
    const resized = transformElement(doc, 'r', { x: 90, y: 100, width: 200, height: 100, rotation: 15, scaleX: 1.5, scaleY: 0.5 });
    expect(resized && findElement(resized, 'r')?.props).toMatchObject({ translateX: 90, width: 300, height: 50, rotate: 15, scaleX: 1 });
  });
});

describe('a text writing itself', () => {
  it('writes from its start at 250 ms a character', () => {
    const text = { ...rect({ type: 'text', start: 1000 }), text: 'Rain falls' };
    expect(withWritingKeyframes(text, 30_000).keyframes.text?.map((k) => [k.time, k.progress])).toEqual([
      [1000, 0],
      [3500, 1],
    ]);
  });

  it('leaves text keyframes the user set alone', () => {
    const own = { ...rect({ type: 'text' }), text: 'Hi', keyframes: { text: [{ id: 'mine', time: 0, progress: 0.5 }] } };
    expect(withWritingKeyframes(own, 30_000)).toBe(own);
  });
});
