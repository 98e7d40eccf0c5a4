// A pointer tool is a small state machine (the model is tldraw's StateNode tools): pure handlers that
// take the tool's state and a pointer input and answer the next state with the effects to carry out.
// The stage's one dispatcher (useToolMachine.ts) feeds them events and carries out the effects, so a
// tool is tested without a browser. A tool makes at most one document change per gesture, on its
// last event (the release, the double click): a drag or a drawn shape is one undo step.
import type { EditorTool, SceneDocument } from '@wb/contracts';
import type { StageView } from '../state/editorSlice';
import type { Point } from '../stage/pathPoints';

export type Box = { x: number; y: number; width: number; height: number };

/** What a tool is in the middle of; the stage previews the drafts (a rectangle, a marquee, a line). */
export type ToolState =
  { kind: 'idle' } | { kind: 'rect'; from: Point; to: Point } | { kind: 'marquee'; from: Point; to: Point } | { kind: 'line'; points: Point[] } | { kind: 'pan'; from: Point; view: StageView };

export const idle: ToolState = { kind: 'idle' };

export interface PointerInput {
  /** Where, in scene pixels (snapped to the grid) and in screen pixels of the stage. */
  scene: Point;
  screen: Point;
  /** The top-level element pressed on, or null on the empty stage. */
  hit: string | null;
  /** Pressed on the selection's transformer handles. */
  onTransformer: boolean;
  shiftKey: boolean;
}

export interface ToolEnv {
  document: SceneDocument;
  /** The playhead, ms: where new elements start. */
  time: number;
  selectedIds: readonly string[];
  view: StageView;
  /** Ids of the top-level unlocked elements whose drawn box meets a scene rectangle. */
  elementsIn(box: Box): string[];
}

export type ToolEffect =
  /** A change of the document: one undo step. */
  | { kind: 'change'; document: SceneDocument; label: string }
  | { kind: 'select'; ids: string[] }
  | { kind: 'chooseTool'; tool: EditorTool }
  | { kind: 'setView'; view: StageView }
  | { kind: 'editText'; id: string };

export interface Transition {
  state: ToolState;
  effects?: ToolEffect[];
  /** Keep the browser from acting on the event (a press must not take the focus from a text box). */
  preventDefault?: boolean;
}

export interface ToolMachine {
  onPointerDown(state: ToolState, input: PointerInput, env: ToolEnv): Transition;
  /** Moves while the pointer is pressed. */
  onPointerMove?(state: ToolState, input: PointerInput, env: ToolEnv): Transition;
  onPointerUp?(state: ToolState, env: ToolEnv): Transition;
  onDoubleClick?(state: ToolState, env: ToolEnv): Transition;
  /** A key the tool takes before the editor's shortcuts while it is busy (Enter ends the pen's path); null: not its key. */
  onKey?(state: ToolState, key: string, env: ToolEnv): Transition | null;
}

export const stay = (state: ToolState): Transition => ({ state });

/** The rectangle between two corners, whichever way it was dragged. */
export const boxOf = (a: Point, b: Point): Box => ({ x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) });
