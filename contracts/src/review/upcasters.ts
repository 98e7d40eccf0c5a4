// Stored review events of older schema versions, read into the current ones (never rewritten).
import type { Upcaster } from '../kernel/area';

type Shape = Record<string, unknown>;

const isShape = (value: unknown): value is Shape => typeof value === 'object' && value !== null;

/** Version 1 shapes kept points and a colour beside the shape; version 2 keeps SVG attributes. */
const shapeV1toV2 = (shape: unknown): unknown => {
  if (!isShape(shape) || isShape(shape['attributes'])) return shape;
  const { id, type, color, strokeWidth, points, x, y, width, height } = shape;
  if (type === 'pen' && Array.isArray(points)) {
    const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${Array.isArray(p) ? p.join(' ') : ''}`).join(' ');
    return { id, type, attributes: { d, stroke: color, strokeWidth } };
  }
  return { id, type, attributes: { x, y, width, height, stroke: color, strokeWidth } };
};

/** Version 2 also records mentions, the anonymous toggle and the scene's version: none in version 1. */
const sceneCommentAddedV1toV2: Upcaster = (data) => {
  if (!isShape(data)) return data;
  const annotations = Array.isArray(data['annotations']) ? data['annotations'].map(shapeV1toV2) : [];
  return { mentionedUserIDs: [], anonymous: false, sceneVersion: null, ...data, annotations };
};

export const reviewUpcasters = { SceneCommentAdded: [sceneCommentAddedV1toV2] } as const;
