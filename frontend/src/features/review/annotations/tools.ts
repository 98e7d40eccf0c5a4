// The annotation tools, pen and box, built like the editor's pointer tools (sceneEditor/tools): a pure
// state machine per tool that takes its state and a pointer position on the 1000x1000 stage and
// answers the next state and, on release, the shape drawn. The layer's one dispatcher feeds them.
import { boxBetween, penPathData, simplifiedStroke, type DrawnShape, type ShapeStyle, type StagePoint } from './shapes';

export type AnnotationTool = 'pen' | 'box';

export type DrawState = { kind: 'idle' } | { kind: 'pen'; points: StagePoint[] } | { kind: 'box'; from: StagePoint; to: StagePoint };

export const idleDraw: DrawState = { kind: 'idle' };

export interface DrawEnv {
  style: ShapeStyle;
  /** The id the next shape takes (ids come from outside so the machines stay pure). */
  nextID: string;
}

export interface DrawTransition {
  state: DrawState;
  /** The shape a release completes; none for a click or a box without area. */
  drawn?: DrawnShape;
}

export interface DrawMachine {
  onPointerDown(state: DrawState, at: StagePoint): DrawTransition;
  onPointerMove(state: DrawState, at: StagePoint): DrawTransition;
  onPointerUp(state: DrawState, env: DrawEnv): DrawTransition;
}

const penTool: DrawMachine = {
  onPointerDown: (_state, at) => ({ state: { kind: 'pen', points: [at] } }),
  onPointerMove: (state, at) => ({ state: state.kind === 'pen' ? { kind: 'pen', points: [...state.points, at] } : state }),
  onPointerUp: (state, env) => {
    if (state.kind !== 'pen') return { state };
    // Simplified on release (spec 002, review screen): a click leaves one point, which draws nothing.
    const points = simplifiedStroke(state.points);
    if (points.length < 2) return { state: idleDraw };
    return { state: idleDraw, drawn: { id: env.nextID, type: 'pen', attributes: { ...env.style, d: penPathData(points) } } };
  },
};

const boxTool: DrawMachine = {
  onPointerDown: (_state, at) => ({ state: { kind: 'box', from: at, to: at } }),
  onPointerMove: (state, at) => ({ state: state.kind === 'box' ? { ...state, to: at } : state }),
  onPointerUp: (state, env) => {
    if (state.kind !== 'box') return { state };
    const box = boxBetween(state.from, state.to);
    // Like the editor's rectangles (spec 002 section 5): drawn only when both sides are above 0.
    if (box.width <= 0 || box.height <= 0) return { state: idleDraw };
    return { state: idleDraw, drawn: { id: env.nextID, type: 'box', attributes: { ...env.style, ...box } } };
  },
};

export const drawMachines: Record<AnnotationTool, DrawMachine> = { pen: penTool, box: boxTool };

export interface DrawingDraft {
  tool: AnnotationTool | null;
  shapes: DrawnShape[];
}

export const emptyDraft: DrawingDraft = { tool: null, shapes: [] };

/** Choosing the active tool again turns it off and clears the new drawings (spec 002, review screen). */
export const toolChosen = (draft: DrawingDraft, tool: AnnotationTool): DrawingDraft => (draft.tool === tool ? { tool: null, shapes: [] } : { ...draft, tool });

/** A finished shape joins the drawing, up to the server's limit of shapes per comment. */
export const shapeAdded = (draft: DrawingDraft, shape: DrawnShape, maxShapes: number): DrawingDraft => (draft.shapes.length >= maxShapes ? draft : { ...draft, shapes: [...draft.shapes, shape] });
