// The stage: the scene drawn through SceneFrame at the playhead, fitted and then zoomed and panned,
// with the grid, the selection's transformer, the node handles and the tools' drafts on top.
// Wheel pans, alt+wheel zooms (spec 002 section 2). The pointer tools are machines (tools/); a drag of
// the selection or its transformer ends as one documentChanged on release: one undo step.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Group, Layer, Line, Path, Rect, Stage, Transformer } from 'react-konva';
import type Konva from 'konva';
import { Box } from '@mantine/core';
import { SceneDefaults, TransformableTypes, type EditorElement } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useEditorScene } from '../state/editorApi';
import { documentChanged, gestureEnded, selectEditor, selectionChanged, toolChosen, viewChanged } from '../state/editorSlice';
import { findElement, updateElement } from '../ops';
import { moveElements, transformElement, withWritingKeyframes } from './elementOps';
import { GridLines } from './GridLines';
import { placementOf, zoomAt } from './geometry';
import { NodeHandles } from './NodeHandles';
import { pointsOfPath, removePoint } from './pathPoints';
import { SceneFrame } from '../../scenePlayer';
import { stageRegistry } from './stageRegistry';
import { TextEditOverlay } from './TextEditOverlay';
import { useElementSize } from './useElementSize';
import { useToolMachine } from '../tools/useToolMachine';
import type { ToolEffect } from '../tools/types';
import { endsWord } from './typing';
import { StageAnnotations } from '../review/StageAnnotations';

const transformable = (e: EditorElement) => (TransformableTypes as readonly string[]).includes(e.type === 'group' ? 'g' : e.type);
const CURSORS: Record<string, string> = { move: 'default', view: 'grab', text: 'text', node: 'pointer' };

export function EditorStage({ onFirstFrame }: { onFirstFrame?: () => void }) {
  const dispatch = useAppDispatch();
  const { document, time, selectedIds, tool, view, showGrid } = useAppSelector(selectEditor);
  const scene = useEditorScene();
  const [container, size] = useElementSize();
  const stageRef = useRef<Konva.Stage>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const dragStart = useRef<{ x: number; y: number } | null>(null);
  const transformStart = useRef<{ x: number; y: number; rotation: number; scaleX: number; scaleY: number } | null>(null);
  const [editingText, setEditingText] = useState<string | null>(null);
  const [chosenNode, setChosenNode] = useState<number | null>(null);
  const dims = document?.dimensions ?? scene?.data.dimensions ?? { width: SceneDefaults.width, height: SceneDefaults.height };
  const placement = placementOf(size, dims, view);

  const selected = selectedIds.length === 1 && document && selectedIds[0] ? findElement(document, selectedIds[0]) : null;
  const apply = (next: NonNullable<typeof document>, label: string) => dispatch(documentChanged(next, label));
  const carryOut = (effect: ToolEffect) => {
    switch (effect.kind) {
      case 'change':
        apply(effect.document, effect.label);
        return;
      case 'select':
        dispatch(selectionChanged(effect.ids));
        return;
      case 'chooseTool':
        dispatch(toolChosen(effect.tool));
        return;
      case 'setView':
        dispatch(viewChanged(effect.view));
        return;
      case 'editText':
        setEditingText(effect.id);
        return;
      default: {
        const _exhaustive: never = effect;
        return _exhaustive;
      }
    }
  };
  const tools = useToolMachine(
    tool,
    {
      document: document ?? { sceneID: '', duration: 0, elements: [] },
      time,
      selectedIds,
      view,
      elementsIn: (box) => {
        const stage = stageRef.current;
        if (!stage || !document) return [];
        const screenBox = { x: placement.x + box.x * placement.scale, y: placement.y + box.y * placement.scale, width: box.width * placement.scale, height: box.height * placement.scale };
        return document.elements
          .filter((e) => {
            const node = stage.findOne(`#${e.id}`);
            if (!node || e.locked) return false;
            const r = node.getClientRect();
            return r.x < screenBox.x + screenBox.width && r.x + r.width > screenBox.x && r.y < screenBox.y + screenBox.height && r.y + r.height > screenBox.y;
          })
          .map((e) => e.id);
      },
    },
    placement,
    carryOut,
  );

  // The transformer holds the selected elements that may be transformed, in move mode.
  useEffect(() => {
    const stage = stageRef.current;
    const transformer = transformerRef.current;
    if (!stage || !transformer || !document) return;
    const nodes =
      tool === 'move'
        ? selectedIds
            .map((id) => findElement(document, id))
            .filter((e): e is EditorElement => !!e && !e.locked && transformable(e))
            .map((e) => stage.findOne(`#${e.id}`))
            .filter((n): n is Konva.Node => !!n)
        : [];
    transformer.nodes(nodes);
  }, [document, selectedIds, tool, time]);

  useEffect(() => {
    setChosenNode(null);
  }, [selectedIds]);
  // Backspace or Delete removes the chosen path node (spec 002 section 2) before the editor's delete sees the key.
  useEffect(() => {
    if (tool !== 'node' || chosenNode === null || !selected || !document) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Backspace' && e.key !== 'Delete') return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const points = selected.d ? pointsOfPath(selected.d) : null;
      const d = points ? removePoint(points, chosenNode) : null;
      if (d)
        apply(
          updateElement(document, selected.id, (el) => ({ ...el, d })),
          'Remove a node',
        );
      setChosenNode(null);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  });
  useEffect(
    () =>
      stageRegistry.set(() => {
        const stage = stageRef.current;
        if (!stage) return null;
        const overlays = stage.find('.editor-overlay');
        overlays.forEach((n) => n.hide());
        const png = stage.toDataURL({
          x: placement.x,
          y: placement.y,
          width: dims.width * placement.scale,
          height: dims.height * placement.scale,
          pixelRatio: 1 / placement.scale,
          mimeType: 'image/png',
        });
        overlays.forEach((n) => n.show());
        return png;
      }),
    [placement.x, placement.y, placement.scale, dims.width, dims.height],
  );

  const firstFrameSent = useRef(false);
  useEffect(() => {
    if (!document || size.width === 0 || firstFrameSent.current) return;
    firstFrameSent.current = true;
    // After the browser has painted the frame React just drew.
    requestAnimationFrame(() => onFirstFrame?.());
  }, [document, size.width, onFirstFrame]);

  // The handlers read the latest document and playhead from a ref, so decorate changes only with the
  // tool and the selection: SceneFrame then redraws just the elements that changed.
  const latest = useRef({ document, time, selectedIds, apply });
  latest.current = { document, time, selectedIds, apply };
  const decorate = useMemo(
    () => (element: EditorElement) => ({
      draggable: tool === 'move' && selectedIds.includes(element.id) && !element.locked,
      onDragStart: (e: Konva.KonvaEventObject<DragEvent>) => {
        dragStart.current = { x: e.target.x(), y: e.target.y() };
      },
      onDragEnd: (e: Konva.KonvaEventObject<DragEvent>) => {
        const from = dragStart.current;
        dragStart.current = null;
        const { document, time, selectedIds, apply } = latest.current;
        if (!from || !document) return;
        // Grid snap is 1: positions stay whole stage pixels.
        const dx = Math.round(e.target.x() - from.x);
        const dy = Math.round(e.target.y() - from.y);
        if (dx !== 0 || dy !== 0) apply(moveElements(document, selectedIds.includes(element.id) ? selectedIds : [element.id], dx, dy, time), 'Move');
      },
      onTransformStart: (e: Konva.KonvaEventObject<Event>) => {
        const n = e.target;
        transformStart.current = { x: n.x(), y: n.y(), rotation: n.rotation(), scaleX: n.scaleX(), scaleY: n.scaleY() };
      },
      onTransformEnd: (e: Konva.KonvaEventObject<Event>) => {
        const { document, apply } = latest.current;
        if (!document) return;
        const node = e.target;
        const box = { x: node.x(), y: node.y(), width: node.width(), height: node.height(), rotation: node.rotation(), scaleX: node.scaleX(), scaleY: node.scaleY() };
        const next = transformElement(document, element.id, box);
        // React draws the element again from the document, but only the attributes it sees change: the
        // transformer's own changes are taken back first, so nothing of them stays on the node.
        const before = transformStart.current;
        transformStart.current = null;
        if (before) node.setAttrs(before);
        if (next) apply(next, 'Resize');
      },
      onDblClick: () => {
        if (element.type === 'text') setEditingText(element.id);
      },
    }),
    [tool, selectedIds],
  );

  const editing = editingText && document ? findElement(document, editingText) : null;
  const draft = tools.state;

  return (
    <Box ref={container} pos="relative" style={{ flex: 1, minHeight: 0, overflow: 'hidden', background: '#e9ecef', cursor: CURSORS[tool] ?? 'crosshair' }} data-testid="editor-stage">
      {size.width > 0 && document && (
        <Stage
          ref={stageRef}
          width={size.width}
          height={size.height}
          onMouseDown={tools.onMouseDown}
          onMouseMove={tools.onMouseMove}
          onMouseUp={tools.onMouseUp}
          onDblClick={tools.onDblClick}
          onContextMenu={(e) => e.evt.preventDefault()}
          onWheel={(e) => {
            e.evt.preventDefault();
            const pointer = e.target.getStage()?.getPointerPosition() ?? { x: size.width / 2, y: size.height / 2 };
            dispatch(viewChanged(e.evt.altKey ? zoomAt(size, dims, view, pointer, e.evt.deltaY) : { ...view, x: view.x - e.evt.deltaX, y: view.y - e.evt.deltaY }));
          }}
        >
          <Layer>
            <Group x={placement.x} y={placement.y} scaleX={placement.scale} scaleY={placement.scale}>
              <Rect name="scene-background" width={dims.width} height={dims.height} fill="white" shadowColor="black" shadowOpacity={0.15} shadowBlur={12} />
              {showGrid && (
                <Group name="editor-overlay" listening={false}>
                  <GridLines width={dims.width} height={dims.height} scale={placement.scale} />
                </Group>
              )}
              <SceneFrame document={document} time={time} decorate={decorate} />
              {selected?.animationPathD && <Path name="editor-overlay" data={selected.animationPathD} stroke="#e8590c" strokeWidth={3 / placement.scale} dash={[12, 8]} listening={false} />}
              {tool === 'node' && selected?.type === 'path' && (
                <NodeHandles
                  element={selected}
                  scale={placement.scale}
                  chosen={chosenNode}
                  onChoose={setChosenNode}
                  onPathChange={(d) =>
                    apply(
                      updateElement(document, selected.id, (el) => ({ ...el, d })),
                      'Move a node',
                    )
                  }
                />
              )}
              {draft.kind === 'rect' && (
                <Rect
                  x={Math.min(draft.from.x, draft.to.x)}
                  y={Math.min(draft.from.y, draft.to.y)}
                  width={Math.abs(draft.to.x - draft.from.x)}
                  height={Math.abs(draft.to.y - draft.from.y)}
                  stroke="black"
                  strokeWidth={16}
                  listening={false}
                />
              )}
              {draft.kind === 'marquee' && (
                <Rect
                  x={Math.min(draft.from.x, draft.to.x)}
                  y={Math.min(draft.from.y, draft.to.y)}
                  width={Math.abs(draft.to.x - draft.from.x)}
                  height={Math.abs(draft.to.y - draft.from.y)}
                  stroke="#228be6"
                  strokeWidth={1 / placement.scale}
                  fill="rgba(34,139,230,0.08)"
                  listening={false}
                />
              )}
              {draft.kind === 'line' && (
                <Line
                  points={draft.points.flatMap((p) => [p.x, p.y])}
                  stroke={tool === 'animationPath' ? '#e8590c' : 'black'}
                  strokeWidth={tool === 'animationPath' ? 3 / placement.scale : 16}
                  lineCap="round"
                  lineJoin="round"
                  listening={false}
                />
              )}
            </Group>
            <Transformer
              ref={transformerRef}
              name="editor-overlay"
              rotateEnabled
              ignoreStroke
              boundBoxFunc={(oldBox, newBox) => (Math.abs(newBox.width) <= 5 || Math.abs(newBox.height) <= 5 ? oldBox : newBox)}
            />
          </Layer>
        </Stage>
      )}
      {size.width > 0 && document && <StageAnnotations box={{ x: placement.x, y: placement.y, width: dims.width * placement.scale, height: dims.height * placement.scale }} />}
      {editing && document && (
        <TextEditOverlay
          element={editing}
          placement={placement}
          onText={(text) => {
            // The letters of a word are one undo step: it ends with the space or line after it.
            dispatch(
              documentChanged(
                updateElement(document, editing.id, (el) => ({ ...el, text })),
                'Type text',
                'gesture',
              ),
            );
            if (endsWord(text)) dispatch(gestureEnded());
          }}
          onDone={() => {
            const written = withWritingKeyframes(editing, document.duration);
            // The writing keyframes join the last word typed in one step; without them that word ends alone.
            if (JSON.stringify(written.keyframes) !== JSON.stringify(editing.keyframes)) {
              apply(
                updateElement(document, editing.id, () => written),
                'Write text',
              );
            } else dispatch(gestureEnded());
            setEditingText(null);
          }}
        />
      )}
    </Box>
  );
}
