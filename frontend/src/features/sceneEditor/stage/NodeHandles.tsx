// The node tool's handles on the selected path (handle radius 10.5, spec 002 section 9): drag one to
// move that node; the chosen node is removed with Backspace or Delete (useEditorKeyboard).
import { Circle, Group } from 'react-konva';
import type { EditorElement } from '@wb/contracts';
import { movePoint, pointsOfPath } from './pathPoints';

export const HANDLE_RADIUS = 10.5;

export function NodeHandles({
  element,
  scale,
  chosen,
  onChoose,
  onPathChange,
}: {
  element: EditorElement;
  scale: number;
  chosen: number | null;
  onChoose(index: number): void;
  onPathChange(d: string): void;
}) {
  const points = element.d ? pointsOfPath(element.d) : null;
  if (!points) return null;
  const { translateX, translateY } = element.props;
  return (
    <Group name="editor-overlay" x={translateX} y={translateY}>
      {points.map((p, i) => (
        <Circle
          key={i}
          name="path-node"
          x={p.x}
          y={p.y}
          radius={HANDLE_RADIUS / scale}
          draggable
          fill={chosen === i ? '#228be6' : 'white'}
          stroke="#228be6"
          strokeWidth={2 / scale}
          onMouseDown={(e) => {
            e.cancelBubble = true;
            onChoose(i);
          }}
          onDragEnd={(e) => onPathChange(movePoint(points, i, { x: Math.round(e.target.x()), y: Math.round(e.target.y()) }))}
        />
      ))}
    </Group>
  );
}
