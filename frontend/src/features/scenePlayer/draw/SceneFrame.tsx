// One frame of a scene document at one time, as react-konva nodes (to put inside a Layer). The editor
// draws its stage with it, the player plays with it, thumbnails and the exporter render with the same
// attributes (drawSceneFrame). Every element node has id = element.id and name "scene-element" so the
// editor's Transformer finds it; `decorate` adds the editor's own props (draggable, listeners).
import { memo, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Group, Image as KonvaImage, Path, Rect, Shape } from 'react-konva';
import type { EditorElement, SceneDocument } from '@wb/contracts';
import { frameAt, type FrameNode } from '../model/frame';
import { sameNode } from './sameFrame';
import { imageSize, pathAttrs, rectAttrs, SCENE_ELEMENT, transformAttrs } from './paint';
import { handwritingAttrs } from './handwriting';
import { pressureAttrs } from './pressureStroke';
import { clipFuncOf, maskClip } from './clip';
import { cachedImage, onImageLoaded } from './imageCache';

/**
 * Extra Konva props for an element's node (the editor's handlers); the player passes none. Keep it
 * stable (useCallback): an element is redrawn by React only when its frame or `decorate` changes.
 */
export type Decorate = (element: EditorElement) => Record<string, unknown>;

/**
 * Draw it in a Layer with listening={false} while playing: a listening layer also redraws Konva's hit
 * canvas on every frame, nearly doubling a frame's cost.
 */
export interface SceneFrameProps {
  document: SceneDocument;
  /** ms from the start of the scene. */
  time: number;
  decorate?: Decorate;
}

const useLoadedImage = (src: string | undefined): HTMLImageElement | null => useSyncExternalStore(onImageLoaded, () => (src ? cachedImage(src) : null));

function ImageNode({ node, own }: { node: FrameNode; own: Record<string, unknown> }) {
  const image = useLoadedImage(node.element.src);
  if (!image) return null;
  return <KonvaImage image={image} {...imageSize(node, image)} perfectDrawEnabled={false} {...own} />;
}

interface NodeProps {
  node: FrameNode;
  decorate: Decorate | undefined;
}

/** The element's own shape; `own` holds its identity and transform, or only its identity when a clip group carries the transform. */
const shapeOf = (node: FrameNode, own: Record<string, unknown>, decorate: Decorate | undefined): ReactNode => {
  switch (node.element.type) {
    case 'rect':
      return <Rect {...rectAttrs(node)} {...own} />;
    case 'path': {
      const attrs = pathAttrs(node);
      return <Path {...attrs} {...pressureAttrs(node, attrs)} {...own} />;
    }
    case 'text':
      return <Shape {...handwritingAttrs(node)} {...own} />;
    case 'image':
      return <ImageNode node={node} own={own} />;
    case 'group':
    case 'mask': {
      const clip = node.element.type === 'mask' ? { clipFunc: clipFuncOf(maskClip(node.clip)) } : {};
      return (
        <Group {...clip} {...own}>
          {node.children.map((child) => (
            <ElementNode key={child.element.id} node={child} decorate={decorate} />
          ))}
        </Group>
      );
    }
    default:
      return null;
  }
};

const ElementNode = memo(
  function ElementNode({ node, decorate }: NodeProps) {
    const { element } = node;
    const identity = { id: element.id, name: SCENE_ELEMENT, ...transformAttrs(node), ...decorate?.(element) };
    if (!element.clipPath || element.type === 'group' || element.type === 'mask') return shapeOf(node, identity, decorate);
    // An element's own clipPath is in its own coordinates: a group takes the identity and transform, the shape sits inside it untransformed.
    return (
      <Group {...identity} clipFunc={clipFuncOf(new Path2D(element.clipPath))}>
        {shapeOf(node, {}, decorate)}
      </Group>
    );
  },
  (a, b) => a.decorate === b.decorate && sameNode(a.node, b.node),
);

export function SceneFrame({ document, time, decorate }: SceneFrameProps) {
  const nodes = useMemo(() => frameAt(document, time), [document, time]);
  return (
    <Group name="scene-frame">
      {nodes.map((node) => (
        <ElementNode key={node.element.id} node={node} decorate={decorate} />
      ))}
    </Group>
  );
}
