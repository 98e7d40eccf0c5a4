import { annotations, ReviewLimits } from '@wb/contracts';
import { canvasStyle, penPathData, projectCommentStyle, simplifiedStroke, type DrawnShape, type StagePoint } from './shapes';
import { drawMachines, emptyDraft, idleDraw, shapeAdded, toolChosen, type DrawMachine, type DrawTransition } from './tools';

const env = { style: canvasStyle, nextID: 'shape-1' };

/** Press at the first point, move through the rest, release: every transition in order. */
const drag = (machine: DrawMachine, points: [number, number][]): DrawTransition[] => {
  const [first, ...rest] = points.map(([x, y]) => ({ x, y }));
  const out: DrawTransition[] = [machine.onPointerDown(idleDraw, first!)];
  for (const p of rest) out.push(machine.onPointerMove(out[out.length - 1]!.state, p));
  out.push(machine.onPointerUp(out[out.length - 1]!.state, env));
  return out;
};

/** The server's grammar of pen path data (common contract item 1), for the drawn pen's d. */
const GRAMMAR = /^M\s*-?\d+(\.\d+)?[\s,]+-?\d+(\.\d+)?(\s*(L\s*\d+(\.\d+)?[\s,]+\d+(\.\d+)?))*$/;
const numbersOf = (d: string) => d.match(/\d+(\.\d+)?/g)!.map(Number);

describe('the box tool', () => {
  it('previews the box while dragging and draws it on release, in stage units whichever way it was dragged', () => {
    const steps = drag(drawMachines.box, [
      [400, 300],
      [350, 250],
      [100, 50],
    ]);
    expect(steps[1]!.state).toEqual({ kind: 'box', from: { x: 400, y: 300 }, to: { x: 350, y: 250 } });
    expect(steps.slice(0, -1).every((s) => s.drawn === undefined)).toBe(true);
    expect(steps[steps.length - 1]).toEqual({
      state: idleDraw,
      drawn: { id: 'shape-1', type: 'box', attributes: { stroke: '#ff0000', strokeWidth: 6, x: 100, y: 50, width: 300, height: 250 } },
    });
  });

  it('draws nothing for a box without width or height', () => {
    const steps = drag(drawMachines.box, [
      [10, 10],
      [10, 80],
    ]);
    expect(steps[steps.length - 1]).toEqual({ state: idleDraw });
  });

  it('keeps a box dragged outside the media inside the stage', () => {
    const last = drag(drawMachines.box, [
      [900, 900],
      [1400, -30],
    ]).pop()!;
    expect(last.drawn?.attributes).toMatchObject({ x: 900, y: 0, width: 100, height: 900 });
  });
});

describe('the pen tool', () => {
  it('draws the stroke as simplified path data in the server grammar', () => {
    const points: [number, number][] = Array.from({ length: 120 }, (_, i) => [100 + i * 5, 500 + Math.round(100 * Math.sin(i / 10))]);
    const last = drag(drawMachines.pen, points).pop()!;
    expect(last.state).toEqual(idleDraw);
    const drawn = last.drawn as Extract<DrawnShape, { type: 'pen' }>;
    expect(drawn.type).toBe('pen');
    expect(drawn.attributes).toMatchObject({ stroke: '#ff0000', strokeWidth: 6 });
    expect(drawn.attributes.d).toMatch(GRAMMAR);
    const pointCount = drawn.attributes.d.split(/[ML]/).filter((s) => s.trim()).length;
    expect(pointCount).toBeGreaterThan(2);
    expect(pointCount).toBeLessThan(points.length);
    expect(drawn.attributes.d.startsWith('M 100 500 L')).toBe(true);
    // What the server takes: the call's own schema of drawn shapes.
    expect(annotations.safeParse([drawn]).error).toBeUndefined();
  });

  it('draws nothing for a click', () => {
    expect(drag(drawMachines.pen, [[300, 300]]).pop()).toEqual({ state: idleDraw });
  });
});

describe('simplification and path data', () => {
  it('brings any stroke down to the server limit of points, inside the stage', () => {
    // A scribble: no straight runs for the simplification to drop.
    const scribble: StagePoint[] = Array.from({ length: 5000 }, (_, i) => ({ x: 500 + 700 * Math.sin(i * 1.7), y: 500 + 700 * Math.cos(i * 2.3) }));
    const out = simplifiedStroke(scribble);
    expect(out.length).toBeLessThanOrEqual(ReviewLimits.maxPenPoints);
    expect(out.length).toBeGreaterThan(1);
    const d = penPathData(out);
    expect(d).toMatch(GRAMMAR);
    for (const n of numbersOf(d)) expect(n >= 0 && n <= 1000).toBe(true);
    expect(annotations.safeParse([{ id: 's', type: 'pen', attributes: { ...canvasStyle, d } }]).error).toBeUndefined();
  });

  it('writes at most one decimal', () => {
    expect(
      penPathData([
        { x: 1.234, y: 2 },
        { x: 999.99, y: 0.05 },
      ]),
    ).toBe('M 1.2 2 L 1000 0.1');
  });
});

describe('choosing a tool', () => {
  const box: DrawnShape = { id: 'b', type: 'box', attributes: { ...projectCommentStyle, x: 1, y: 1, width: 5, height: 5 } };

  it('turns the active tool off and clears the new drawings when it is chosen again', () => {
    const drawing = shapeAdded(toolChosen(emptyDraft, 'box'), box, 20);
    expect(drawing).toEqual({ tool: 'box', shapes: [box] });
    expect(toolChosen(drawing, 'pen')).toEqual({ tool: 'pen', shapes: [box] });
    expect(toolChosen(drawing, 'box')).toEqual({ tool: null, shapes: [] });
  });

  it('keeps at most the server limit of shapes', () => {
    let draft = toolChosen(emptyDraft, 'box');
    for (let i = 0; i < 25; i++) draft = shapeAdded(draft, { ...box, id: `b${i}` }, ReviewLimits.maxShapes);
    expect(draft.shapes).toHaveLength(ReviewLimits.maxShapes);
  });

  it('draws project comments at width 10, red, opacity 0.65', () => {
    expect(projectCommentStyle).toEqual({ stroke: '#ff0000', strokeWidth: 10, opacity: 0.65 });
  });
});
