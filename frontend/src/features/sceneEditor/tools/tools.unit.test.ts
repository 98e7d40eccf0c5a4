import { aDocument, anElement } from '../ops/fixtures';
import reducer, { documentChanged, fittedView, initialEditorState, playheadMoved, selectionChanged, toolChosen, viewChanged, type EditorState } from '../state/editorSlice';
import { toolMachines } from './index';
import { idle, type PointerInput, type ToolEffect, type ToolEnv, type ToolMachine, type ToolState, type Transition } from './types';

const scene = aDocument([anElement('box'), anElement('other')]);
const env = (over: Partial<ToolEnv> = {}): ToolEnv => ({ document: scene, time: 0, selectedIds: [], view: fittedView, elementsIn: () => ['box'], ...over });
const at = (x: number, y: number, over: Partial<PointerInput> = {}): PointerInput => ({ scene: { x, y }, screen: { x: x / 2, y: y / 2 }, hit: null, onTransformer: false, shiftKey: false, ...over });
const kinds = (t: Transition) => (t.effects ?? []).map((e) => e.kind);
const changes = (t: Transition) => (t.effects ?? []).filter((e): e is Extract<ToolEffect, { kind: 'change' }> => e.kind === 'change');

/** Press at the first point, move through the rest, release: every transition, in order. */
const drag = (machine: ToolMachine, points: [number, number][], e: ToolEnv = env()): Transition[] => {
  const [first, ...rest] = points;
  const out: Transition[] = [machine.onPointerDown(idle, at(...first!), e)];
  const last = () => out[out.length - 1]!.state;
  for (const p of rest) out.push(machine.onPointerMove ? machine.onPointerMove(last(), at(...p), e) : { state: last() });
  if (machine.onPointerUp) out.push(machine.onPointerUp(last(), e));
  return out;
};

describe('the rectangle tool', () => {
  it('previews the rectangle while dragging and draws it on release, then goes back to move with it selected', () => {
    const steps = drag(toolMachines.rect, [
      [10, 20],
      [50, 60],
      [110, 220],
    ]);
    expect(steps[1]!.state).toEqual({ kind: 'rect', from: { x: 10, y: 20 }, to: { x: 50, y: 60 } });
    expect(steps.slice(0, -1).flatMap(kinds)).toEqual([]);
    const release = steps[steps.length - 1]!;
    expect(release.state).toEqual(idle);
    expect(kinds(release)).toEqual(['change', 'select', 'chooseTool']);
    expect(changes(release)[0]!.document.elements.at(-1)?.props).toMatchObject({ translateX: 10, translateY: 20, width: 100, height: 200 });
  });

  it('draws nothing for a click without a drag', () => {
    const steps = drag(toolMachines.rect, [[10, 20]]);
    expect(steps.flatMap(kinds)).toEqual([]);
  });

  it('makes a whole drag one undo step, whatever the number of moves', () => {
    const points: [number, number][] = Array.from({ length: 30 }, (_, i) => [10 + i * 5, 10 + i * 3]);
    let state: EditorState = { ...initialEditorState, document: scene };
    for (const transition of drag(toolMachines.rect, points)) {
      for (const effect of changes(transition)) state = reducer(state, documentChanged(effect.document, effect.label));
    }
    expect(state.history.past).toEqual([scene]);
    expect(state.document?.elements).toHaveLength(3);
  });
});

describe('the move tool', () => {
  const press = (input: PointerInput, selectedIds: string[] = []) => toolMachines.move.onPointerDown(idle, input, env({ selectedIds }));

  it('selects the element pressed on, and with shift adds it or takes it away', () => {
    expect(press(at(0, 0, { hit: 'box' })).effects).toEqual([{ kind: 'select', ids: ['box'] }]);
    expect(press(at(0, 0, { hit: 'box' }), ['box']).effects).toEqual([]);
    expect(press(at(0, 0, { hit: 'box', shiftKey: true }), ['other']).effects).toEqual([{ kind: 'select', ids: ['other', 'box'] }]);
    expect(press(at(0, 0, { hit: 'box', shiftKey: true }), ['other', 'box']).effects).toEqual([{ kind: 'select', ids: ['other'] }]);
  });

  it("deselects on the empty stage, and leaves the transformer's handles alone", () => {
    expect(press(at(0, 0), ['box']).effects).toEqual([{ kind: 'select', ids: [] }]);
    expect(press(at(0, 0, { onTransformer: true }), ['box'])).toEqual({ state: idle });
  });

  it('starts a marquee only with nothing selected, and selects what it meets on release', () => {
    const steps = drag(
      toolMachines.move,
      [
        [0, 0],
        [300, 200],
      ],
      env({ elementsIn: (box) => (box.width === 300 && box.height === 200 ? ['box'] : []) }),
    );
    expect(steps[0]!.state).toEqual({ kind: 'marquee', from: { x: 0, y: 0 }, to: { x: 0, y: 0 } });
    expect(steps[steps.length - 1]).toEqual({ state: idle, effects: [{ kind: 'select', ids: ['box'] }] });
    expect(drag(toolMachines.move, [[5, 5]]).flatMap(kinds)).toEqual([]);
  });
});

describe('the pen tool', () => {
  const pen = toolMachines.pen;
  const presses = (...points: [number, number][]): ToolState => points.reduce<ToolState>((state, p) => pen.onPointerDown(state, at(...p), env()).state, idle);

  it('adds a point per press and ends the path with a double click on the last point', () => {
    const state = presses([0, 0], [100, 0], [100, 100], [102, 101]);
    expect(state).toEqual({
      kind: 'line',
      points: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 100 },
        { x: 102, y: 101 },
      ],
    });
    const done = pen.onDoubleClick!(state, env());
    expect(kinds(done)).toEqual(['change', 'select']);
    expect(changes(done)[0]!.document.elements.at(-1)?.d).toBe('M0 0 L100 0 L100 100');
  });

  it('keeps two quick presses in different places as two points', () => {
    const state = presses([0, 0], [100, 0]);
    expect(pen.onDoubleClick!(state, env())).toEqual({ state });
  });

  it('ends the path with Enter, drops it with Escape, and leaves other keys to the editor', () => {
    const state = presses([0, 0], [100, 0]);
    expect(kinds(pen.onKey!(state, 'Enter', env())!)).toEqual(['change', 'select']);
    expect(pen.onKey!(state, 'Escape', env())).toEqual({ state: idle });
    expect(pen.onKey!(state, 'x', env())).toBeNull();
    expect(pen.onKey!(idle, 'Enter', env())).toBeNull();
  });

  it('draws nothing from a single point', () => {
    expect(pen.onKey!(presses([0, 0]), 'Enter', env())).toEqual({ state: idle });
  });
});

describe('the freehand tools', () => {
  const stroke: [number, number][] = [
    [0, 0],
    [50, 2],
    [100, 0],
    [150, 40],
    [200, 100],
  ];

  it("makes the pencil's stroke one path on release", () => {
    const steps = drag(toolMachines.pencil, stroke);
    expect(steps[2]!.state.kind).toBe('line');
    expect(steps.flatMap(kinds)).toEqual(['change', 'select']);
    expect(changes(steps[steps.length - 1]!)[0]!.document.elements.at(-1)?.type).toBe('path');
  });

  it('draws the animation path onto the selected element, and drops it with nothing selected', () => {
    const steps = drag(toolMachines.animationPath, stroke, env({ selectedIds: ['box'] }));
    const [change] = changes(steps[steps.length - 1]!);
    expect(change?.document.elements.find((e) => e.id === 'box')?.animationPathD).toMatch(/^M0 0 L/);
    expect(drag(toolMachines.animationPath, stroke).flatMap(kinds)).toEqual([]);
  });
});

describe('the view, text and node tools', () => {
  it('pans the view with the drag and never changes the document', () => {
    const steps = drag(toolMachines.view, [
      [0, 0],
      [100, 40],
    ]);
    expect(steps[1]!.effects).toEqual([{ kind: 'setView', view: { ...fittedView, x: 50, y: 20 } }]);
    expect(steps.flatMap(changes)).toEqual([]);
  });

  it('places a text, selects it, goes back to move and opens its text box, keeping the focus for it', () => {
    const placed = toolMachines.text.onPointerDown(idle, at(300, 750), env());
    expect(placed.preventDefault).toBe(true);
    expect(kinds(placed)).toEqual(['change', 'select', 'chooseTool', 'editText']);
  });

  it('selects the element the node tool presses on', () => {
    expect(toolMachines.node.onPointerDown(idle, at(0, 0, { hit: 'box' }), env()).effects).toEqual([{ kind: 'select', ids: ['box'] }]);
    expect(toolMachines.node.onPointerDown(idle, at(0, 0), env()).effects).toBeUndefined();
  });
});

describe('what is not the document', () => {
  it('leaves the undo history alone: selection, playhead, view and tool are never steps', () => {
    const start: EditorState = { ...initialEditorState, document: scene };
    const after = [selectionChanged(['box']), playheadMoved(1200), viewChanged({ zoom: 2, x: 5, y: 5 }), toolChosen('pen')].reduce(reducer, start);
    expect(after.history).toBe(start.history);
  });
});
