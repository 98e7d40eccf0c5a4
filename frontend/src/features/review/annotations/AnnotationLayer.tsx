// The annotation layer over any viewer: a Konva stage the size of the media box that shows the
// selected comment's shapes and the new drawing, both scaled from the 1000x1000 drawing stage, and,
// while a tool is chosen, takes the pointer for it (one dispatcher feeding the tool's machine). With
// no tool chosen it lets every pointer event through to the viewer.
import { memo, useRef, useState } from 'react';
import type Konva from 'konva';
import { Layer, Path, Rect, Stage } from 'react-konva';
import { STAGE, type DrawnShape, type StagePoint } from './shapes';
import { drawMachines, idleDraw, type DrawState } from './tools';
import type { Drawing } from './useDrawing';

interface Props {
  /** The media box on screen, in CSS pixels. */
  width: number;
  height: number;
  /** The selected comment's shapes (none: nothing selected). */
  shown: readonly DrawnShape[];
  /** The drawing in progress; absent in read-only screens. */
  drawing?: Drawing;
}

const newShapeID = () => `shape-${crypto.randomUUID()}`;

const ShapeView = memo(function ShapeView({ shape, sx, sy }: { shape: DrawnShape; sx: number; sy: number }) {
  const { stroke, strokeWidth, opacity } = shape.attributes;
  // Stroke widths are screen pixels (6 on the canvas): a drawing reads the same at any size.
  const common = { stroke, strokeWidth, opacity: opacity ?? 1, strokeScaleEnabled: false, listening: false, perfectDrawEnabled: false };
  if (shape.type === 'pen') return <Path data={shape.attributes.d} scaleX={sx} scaleY={sy} lineCap="round" lineJoin="round" {...common} />;
  const { x, y, width, height } = shape.attributes;
  return <Rect x={x * sx} y={y * sy} width={width * sx} height={height * sy} {...common} />;
});

/** The preview of what the tool is in the middle of. */
function DraftView({ state, sx, sy, drawing }: { state: DrawState; sx: number; sy: number; drawing: Drawing }) {
  const { stroke, strokeWidth, opacity } = drawing.style;
  const common = { stroke, strokeWidth, opacity: opacity ?? 1, listening: false };
  if (state.kind === 'pen') {
    const d = state.points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x * sx} ${p.y * sy}`).join(' ');
    return <Path data={d} lineCap="round" lineJoin="round" {...common} />;
  }
  if (state.kind === 'box') {
    const x = Math.min(state.from.x, state.to.x) * sx;
    const y = Math.min(state.from.y, state.to.y) * sy;
    return <Rect x={x} y={y} width={Math.abs(state.to.x - state.from.x) * sx} height={Math.abs(state.to.y - state.from.y) * sy} {...common} />;
  }
  return null;
}

/**
 * Memoised: the screen re-renders on every playhead tick, and the layer (its Konva stage redrawn) only
 * needs to when its size, the shown shapes or the drawing change (bench review_frame_p95).
 */
export const AnnotationLayer = memo(function AnnotationLayer({ width, height, shown, drawing }: Props) {
  const [state, setState] = useState<DrawState>(idleDraw);
  const current = useRef<DrawState>(idleDraw);
  const tool = drawing?.draft.tool ?? null;
  const sx = width / STAGE;
  const sy = height / STAGE;
  if (width <= 0 || height <= 0) return null;

  const stagePoint = (e: Konva.KonvaEventObject<PointerEvent>): StagePoint | null => {
    const p = e.target.getStage()?.getPointerPosition();
    return p ? { x: p.x / sx, y: p.y / sy } : null;
  };
  const set = (next: DrawState) => {
    current.current = next;
    setState(next);
  };
  const onDown = (e: Konva.KonvaEventObject<PointerEvent>) => {
    const at = stagePoint(e);
    if (!tool || !at || e.evt.button !== 0) return;
    set(drawMachines[tool].onPointerDown(current.current, at).state);
  };
  const onMove = (e: Konva.KonvaEventObject<PointerEvent>) => {
    const at = stagePoint(e);
    if (!tool || !at || current.current.kind === 'idle') return;
    set(drawMachines[tool].onPointerMove(current.current, at).state);
  };
  const onUp = () => {
    if (!tool || !drawing || current.current.kind === 'idle') return;
    const { state: next, drawn } = drawMachines[tool].onPointerUp(current.current, { style: drawing.style, nextID: newShapeID() });
    set(next);
    if (drawn) drawing.addShape(drawn);
  };

  return (
    <Stage
      width={width}
      height={height}
      style={{ position: 'absolute', inset: 0, pointerEvents: tool ? 'auto' : 'none', cursor: tool ? 'crosshair' : undefined, touchAction: tool ? 'none' : undefined }}
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerLeave={onUp}
      data-testid="annotation-layer"
    >
      <Layer listening={tool !== null}>
        {/* Something to press on: an empty Konva stage only hears pointer events over shapes. */}
        {tool && <Rect x={0} y={0} width={width} height={height} fill="transparent" />}
        {shown.map((s) => (
          <ShapeView key={`shown-${s.id}`} shape={s} sx={sx} sy={sy} />
        ))}
        {drawing?.draft.shapes.map((s) => (
          <ShapeView key={`new-${s.id}`} shape={s} sx={sx} sy={sy} />
        ))}
        {drawing && <DraftView state={state} sx={sx} sy={sy} drawing={drawing} />}
      </Layer>
    </Stage>
  );
});
