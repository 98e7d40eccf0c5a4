import { EditorElement } from '@wb/contracts';
import { elementStateAt, isVisibleAt, motionProgressAt } from './elementState';

const element = (fields: Record<string, unknown>): EditorElement => EditorElement.parse({ id: 'e1', name: 'E', type: 'rect', ...fields });

describe('visibility', () => {
  const e = element({ start: 1000, duration: 2000 });
  it('shows an element from its start to its end, both included', () => {
    expect(isVisibleAt(e, 999)).toBe(false);
    expect(isVisibleAt(e, 1000)).toBe(true);
    expect(isVisibleAt(e, 3000)).toBe(true);
    expect(isVisibleAt(e, 3001)).toBe(false);
  });
  it('never shows a layer hidden in the editor', () => {
    expect(isVisibleAt(element({ hidden: true }), 0)).toBe(false);
  });
});

describe('keyframes', () => {
  const opacity = [
    { id: 'k1', time: 1000, opacity: 0 },
    { id: 'k2', time: 3000, opacity: 1 },
  ];

  it('keeps the base props when a group has no keyframes', () => {
    const state = elementStateAt(element({ props: { translateX: 40, opacity: 0.5 } }), 500);
    expect(state.props.translateX).toBe(40);
    expect(state.props.opacity).toBe(0.5);
  });

  it('holds the first keyframe before it and the last after it', () => {
    const e = element({ props: { opacity: 0.5 }, keyframes: { opacity } });
    expect(elementStateAt(e, 0).props.opacity).toBe(0);
    expect(elementStateAt(e, 1000).props.opacity).toBe(0);
    expect(elementStateAt(e, 3000).props.opacity).toBe(1);
    expect(elementStateAt(e, 9000).props.opacity).toBe(1);
  });

  it('interpolates linearly by default', () => {
    const e = element({ keyframes: { opacity } });
    expect(elementStateAt(e, 1500).props.opacity).toBeCloseTo(0.25);
    expect(elementStateAt(e, 2000).props.opacity).toBeCloseTo(0.5);
  });

  it('interpolates with the element easing', () => {
    const e = element({ easing: 'easeInOutSine', keyframes: { opacity } });
    expect(elementStateAt(e, 1500).props.opacity).toBeCloseTo((1 - Math.cos(Math.PI / 4)) / 2);
    expect(elementStateAt(e, 2000).props.opacity).toBeCloseTo(0.5);
    expect(elementStateAt(element({ easing: 'easeInSine', keyframes: { opacity } }), 2000).props.opacity).toBeCloseTo(1 - Math.cos(Math.PI / 4));
    expect(elementStateAt(element({ easing: 'easeOutSine', keyframes: { opacity } }), 2000).props.opacity).toBeCloseTo(Math.sin(Math.PI / 4));
  });

  it('reads keyframes in time order whatever order they are stored in', () => {
    const e = element({
      keyframes: {
        position: [
          { id: 'c', time: 2000, translateX: 200, translateY: 0 },
          { id: 'a', time: 0, translateX: 0, translateY: 0 },
          { id: 'b', time: 1000, translateX: 100, translateY: 50 },
        ],
      },
    });
    expect(elementStateAt(e, 500).props).toMatchObject({ translateX: 50, translateY: 25 });
    expect(elementStateAt(e, 1500).props).toMatchObject({ translateX: 150, translateY: 25 });
  });

  it('animates every group on its own: scale, rotate, dimensions, stroke, text and path', () => {
    const e = element({
      keyframes: {
        scale: [
          { id: 's1', time: 0, scaleX: 1, scaleY: 1 },
          { id: 's2', time: 1000, scaleX: 3, scaleY: 2 },
        ],
        rotate: [
          { id: 'r1', time: 0, rotate: 0 },
          { id: 'r2', time: 2000, rotate: 90 },
        ],
        dimensions: [
          { id: 'd1', time: 0, width: 10, height: 20 },
          { id: 'd2', time: 1000, width: 30, height: 40 },
        ],
        stroke: [
          { id: 'o1', time: 0, dashoffset: 100 },
          { id: 'o2', time: 1000, dashoffset: 0 },
        ],
        text: [
          { id: 't1', time: 0, progress: 0 },
          { id: 't2', time: 1000, progress: 1 },
        ],
        path: [
          { id: 'p1', time: 0, pathProgress: 0 },
          { id: 'p2', time: 1000, pathProgress: 1 },
        ],
      },
    });
    expect(elementStateAt(e, 500).props).toMatchObject({
      scaleX: 2,
      scaleY: 1.5,
      rotate: 22.5,
      width: 20,
      height: 30,
      dashoffset: 50,
      progress: 0.5,
      pathProgress: 0.5,
    });
  });

  it('holds fractions to 0..1 even when a keyframe strays outside', () => {
    const e = element({
      keyframes: {
        opacity: [
          { id: 'a', time: 0, opacity: -1 },
          { id: 'b', time: 1000, opacity: 3 },
        ],
      },
    });
    expect(elementStateAt(e, 0).props.opacity).toBe(0);
    expect(elementStateAt(e, 1000).props.opacity).toBe(1);
  });

  it('jumps at two keyframes at the same time, taking the later one from then on', () => {
    const e = element({
      keyframes: {
        opacity: [
          { id: 'a', time: 1000, opacity: 0 },
          { id: 'b', time: 1000, opacity: 1 },
        ],
      },
    });
    expect(elementStateAt(e, 999).props.opacity).toBe(0);
    expect(elementStateAt(e, 1001).props.opacity).toBe(1);
  });

  it('gives the same answer every time for the same element and time', () => {
    const e = element({ easing: 'easeInOutSine', keyframes: { opacity } });
    expect(elementStateAt(e, 1234)).toEqual(elementStateAt(e, 1234));
  });
});

describe('motion path', () => {
  const line = 'M 100 100 L 300 100';

  it('moves along the path over the element life when there are no position keyframes', () => {
    const e = element({ start: 0, duration: 1000, animationPathD: line, props: { translateX: 10, translateY: 20 } });
    expect(elementStateAt(e, 0).props).toMatchObject({ translateX: 10, translateY: 20 });
    expect(elementStateAt(e, 500).props.translateX).toBeCloseTo(110);
    expect(elementStateAt(e, 1000).props.translateX).toBeCloseTo(210);
  });

  it('takes its timing from the position keyframes, ignoring their values', () => {
    const e = element({
      animationPathD: line,
      keyframes: {
        position: [
          { id: 'a', time: 2000, translateX: 999, translateY: 999 },
          { id: 'b', time: 4000, translateX: -999, translateY: -999 },
        ],
      },
    });
    expect(motionProgressAt(e, 1000)).toBe(0);
    expect(motionProgressAt(e, 3000)).toBeCloseTo(0.5);
    expect(motionProgressAt(e, 5000)).toBe(1);
    expect(elementStateAt(e, 3000).props).toMatchObject({ translateY: 0 });
    expect(elementStateAt(e, 3000).props.translateX).toBeCloseTo(100);
  });

  it('ignores a path that cannot be measured and uses the position keyframes', () => {
    const e = element({
      animationPathD: 'not a path',
      keyframes: {
        position: [
          { id: 'a', time: 0, translateX: 0, translateY: 0 },
          { id: 'b', time: 1000, translateX: 100, translateY: 0 },
        ],
      },
    });
    expect(elementStateAt(e, 500).props.translateX).toBe(50);
  });
});
