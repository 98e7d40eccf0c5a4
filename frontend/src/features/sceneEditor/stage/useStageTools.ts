// The pointer tools as small state machines (one press, moves, release): rect drags a rectangle, text
// places 'New text', pen adds a point per press, pencil draws freehand (simplified, tolerance 10),
// animation path draws the selected element's motion path, view pans, and move selects (a marquee
// only with nothing selected, never with the right button). The draft is what the stage previews.
import { useRef, useState } from 'react';
import type Konva from 'konva';
import simplify from 'simplify-js';
import { Grid, type EditorTool, type SceneDocument } from '@wb/contracts';
import type { StageView } from '../state/editorSlice';
import { updateElement } from '../ops';
import { addPath, addRect, addText, pathDataOf } from './elementOps';
import { toScene, type Placement } from './geometry';
import type { Point } from './pathPoints';

export const PENCIL_TOLERANCE = 10;

export type Draft =
  | { kind: 'none' }
  | { kind: 'rect'; from: Point; to: Point }
  | { kind: 'marquee'; from: Point; to: Point }
  | { kind: 'line'; points: Point[]; closed: false };

export interface ToolContext {
  tool: EditorTool;
  document: SceneDocument;
  time: number;
  selectedIds: string[];
  placement: Placement;
  view: StageView;
  apply(next: SceneDocument, label: string): void;
  select(ids: string[]): void;
  setTool(tool: EditorTool): void;
  setView(view: StageView): void;
  editText(id: string): void;
  /** Ids of the top-level elements whose drawn box meets a scene rectangle. */
  elementsIn(box: { x: number; y: number; width: number; height: number }): string[];
}

type KonvaMouse = Konva.KonvaEventObject<MouseEvent>;

/** The top-level scene element a press landed on, or null on the empty stage. */
export const elementIdAt = (target: Konva.Node): string | null => {
  const chain = [target, ...target.getAncestors()].filter((n) => n.name() === 'scene-element');
  const top = chain[chain.length - 1];
  return top ? top.id() : null;
};

/** Scene pixels within which two presses are the same point (a double click's two presses). */
const SAME_POINT = 8;
const withoutRepeats = (points: Point[]): Point[] =>
  points.filter((p, i) => { const prev = points[i - 1]; return !prev || Math.hypot(p.x - prev.x, p.y - prev.y) > SAME_POINT; });
const simplified = (points: Point[]) => simplify(points, PENCIL_TOLERANCE, true);
const boxOf = (a: Point, b: Point) => ({ x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) });

export function useStageTools(ctx: ToolContext) {
  const [draft, setDraft] = useState<Draft>({ kind: 'none' });
  const pan = useRef<{ from: Point; view: StageView } | null>(null);
  const pressed = useRef(false);

  const pointerOf = (e: KonvaMouse): { screen: Point; scene: Point } | null => {
    const screen = e.target.getStage()?.getPointerPosition();
    if (!screen) return null;
    // Grid snap 1 (spec 002 section 9): what the tools make sits on whole scene pixels.
    const scene = toScene(ctx.placement, screen);
    return { screen, scene: { x: Math.round(scene.x * Grid.snap) / Grid.snap, y: Math.round(scene.y * Grid.snap) / Grid.snap } };
  };

  const finishPen = () => {
    if (draft.kind !== 'line' || ctx.tool !== 'pen') return;
    const points = withoutRepeats(draft.points);
    if (points.length >= 2) {
      const made = addPath(ctx.document, points, ctx.time, 'Pen path');
      ctx.apply(made.document, 'Draw with the pen');
      ctx.select([made.element.id]);
    }
    setDraft({ kind: 'none' });
  };

  const onMouseDown = (e: KonvaMouse) => {
    if (e.evt.button !== 0) return;
    const at = pointerOf(e);
    if (!at) return;
    pressed.current = true;
    const hit = elementIdAt(e.target);
    switch (ctx.tool) {
      case 'move':
        if (hit) {
          if (e.evt.shiftKey) ctx.select(ctx.selectedIds.includes(hit) ? ctx.selectedIds.filter((id) => id !== hit) : [...ctx.selectedIds, hit]);
          else if (!ctx.selectedIds.includes(hit)) ctx.select([hit]);
        } else if (!e.target.getAncestors().some((n) => n.getClassName() === 'Transformer')) {
          // On the empty stage (not on the transformer's handles): deselect, or with nothing selected start a marquee.
          if (ctx.selectedIds.length > 0) ctx.select([]);
          else setDraft({ kind: 'marquee', from: at.scene, to: at.scene });
        }
        return;
      case 'rect':
        setDraft({ kind: 'rect', from: at.scene, to: at.scene });
        return;
      case 'text': {
        // The press must not take the focus from the text box that opens for the new text.
        e.evt.preventDefault();
        const made = addText(ctx.document, at.scene, ctx.time);
        ctx.apply(made.document, 'Add text');
        ctx.select([made.element.id]);
        ctx.setTool('move');
        ctx.editText(made.element.id);
        return;
      }
      case 'pen':
        setDraft(draft.kind === 'line' ? { ...draft, points: [...draft.points, at.scene] } : { kind: 'line', points: [at.scene], closed: false });
        return;
      case 'pencil':
      case 'animationPath':
        setDraft({ kind: 'line', points: [at.scene], closed: false });
        return;
      case 'view':
        pan.current = { from: at.screen, view: ctx.view };
        return;
      case 'node':
        if (hit) ctx.select([hit]);
        return;
      default: {
        const _exhaustive: never = ctx.tool;
        return _exhaustive;
      }
    }
  };

  const onMouseMove = (e: KonvaMouse) => {
    if (!pressed.current) return;
    const at = pointerOf(e);
    if (!at) return;
    if (ctx.tool === 'view' && pan.current) {
      const { from, view } = pan.current;
      ctx.setView({ ...view, x: view.x + at.screen.x - from.x, y: view.y + at.screen.y - from.y });
    } else if (draft.kind === 'rect' || draft.kind === 'marquee') {
      setDraft({ ...draft, to: at.scene });
    } else if (draft.kind === 'line' && (ctx.tool === 'pencil' || ctx.tool === 'animationPath')) {
      setDraft({ ...draft, points: [...draft.points, at.scene] });
    }
  };

  const onMouseUp = () => {
    if (!pressed.current) return;
    pressed.current = false;
    pan.current = null;
    if (draft.kind === 'rect') {
      const made = addRect(ctx.document, draft.from, draft.to, ctx.time);
      if (made) {
        ctx.apply(made.document, 'Draw a rectangle');
        ctx.select([made.element.id]);
        ctx.setTool('move');
      }
      setDraft({ kind: 'none' });
    } else if (draft.kind === 'marquee') {
      const box = boxOf(draft.from, draft.to);
      if (box.width > 0 && box.height > 0) ctx.select(ctx.elementsIn(box));
      setDraft({ kind: 'none' });
    } else if (draft.kind === 'line' && ctx.tool === 'pencil') {
      const points = simplified(draft.points);
      if (points.length >= 2) {
        const made = addPath(ctx.document, points, ctx.time, 'Pencil path');
        ctx.apply(made.document, 'Draw with the pencil');
        ctx.select([made.element.id]);
      }
      setDraft({ kind: 'none' });
    } else if (draft.kind === 'line' && ctx.tool === 'animationPath') {
      const points = simplified(draft.points);
      const target = ctx.selectedIds[0];
      if (target && points.length >= 2) {
        ctx.apply(updateElement(ctx.document, target, (el) => ({ ...el, animationPathD: pathDataOf(points) })), 'Draw the animation path');
      }
      setDraft({ kind: 'none' });
    }
  };

  /** A double click on the last point ends the pen's path; two quick presses in different places are two points. */
  const onDblClick = () => {
    if (draft.kind !== 'line' || ctx.tool !== 'pen') return;
    const [a, b] = draft.points.slice(-2);
    if (a && b && Math.hypot(a.x - b.x, a.y - b.y) <= SAME_POINT) finishPen();
  };

  return { draft, onMouseDown, onMouseMove, onMouseUp, onDblClick, finishPen, cancel: () => setDraft({ kind: 'none' }) };
}
