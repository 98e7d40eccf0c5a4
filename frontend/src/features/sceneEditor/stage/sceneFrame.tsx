// The one place the editor takes its scene drawing from. Until the scene player's SceneFrame is
// merged, a plain drawing of the document stands in (rects, texts as type, paths, groups) with the
// same props: every element node carries id=element.id and name="scene-element", and decorate(element)
// adds the editor's own props (draggable, listeners).
import { Group, Path, Rect, Text } from 'react-konva';
import type Konva from 'konva';
import type { EditorElement, SceneDocument } from '@wb/contracts';
import { fieldAt } from '../ops';

export type Decorate = (element: EditorElement) => Partial<Konva.NodeConfig> & Record<string, unknown>;
export interface SceneFrameProps {
  document: SceneDocument;
  time: number;
  decorate?: Decorate;
}

const visibleAt = (e: EditorElement, time: number) => !e.hidden && time >= e.start && time <= e.start + e.duration;

function DraftElement({ element, time, decorate }: { element: EditorElement; time: number; decorate?: Decorate }) {
  if (!visibleAt(element, time)) return null;
  const p = element.props;
  const style = p.style;
  const common = {
    id: element.id, name: 'scene-element',
    x: fieldAt(element, 'translateX', time),
    y: fieldAt(element, 'translateY', time),
    scaleX: p.scaleX, scaleY: p.scaleY, rotation: p.rotate, opacity: p.opacity,
    ...(decorate ? decorate(element) : {}),
  };
  const stroke = style.stroke ?? 'black';
  const fill = style.fill === 'transparent' || style.fill === 'none' ? undefined : style.fill;
  switch (element.type) {
    case 'rect':
      return <Rect {...common} width={p.width} height={p.height} stroke={stroke} strokeWidth={style.strokeWidth ?? 16} fill={fill} cornerRadius={style.rx ?? 0} />;
    case 'text':
      return <Text {...common} text={element.text ?? ''} fontSize={style.fontSize ?? 64} fill={style.color ?? 'black'} lineHeight={style.lineHeight ?? 1.5} />;
    case 'path':
      return <Path {...common} data={element.d ?? ''} stroke={stroke} strokeWidth={style.strokeWidth ?? 1} fill={fill} lineCap="round" lineJoin="round" />;
    default:
      return (
        <Group {...common}>
          {(element.elements ?? []).map((child) => <DraftElement key={child.id} element={child} time={time} />)}
        </Group>
      );
  }
}

export function SceneFrame({ document, time, decorate }: SceneFrameProps) {
  return (
    <Group>
      {document.elements.map((element) => <DraftElement key={element.id} element={element} time={time} decorate={decorate} />)}
    </Group>
  );
}
