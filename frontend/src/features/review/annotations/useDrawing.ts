// The drawing in progress of a review screen: the chosen tool and the new shapes. The screen holds it
// and hands it to both the comment panel (tool buttons, Save, Clear) and the annotation layer over
// its viewer (where the shapes are drawn).
import { useCallback, useMemo, useState } from 'react';
import { ReviewLimits } from '@wb/contracts';
import { canvasStyle, projectCommentStyle, type DrawnShape, type ShapeStyle } from './shapes';
import { emptyDraft, shapeAdded, toolChosen, type AnnotationTool, type DrawingDraft } from './tools';

export interface Drawing {
  draft: DrawingDraft;
  /** The style new shapes take. */
  style: ShapeStyle;
  chooseTool(tool: AnnotationTool): void;
  addShape(shape: DrawnShape): void;
  clear(): void;
}

/** Project comments draw at width 10, red, opacity 0.65; everything else at 6 (spec 002 section 9). */
export function useDrawing(forProjectComments = false): Drawing {
  const [draft, setDraft] = useState<DrawingDraft>(emptyDraft);
  const chooseTool = useCallback((tool: AnnotationTool) => setDraft((d) => toolChosen(d, tool)), []);
  const addShape = useCallback((shape: DrawnShape) => setDraft((d) => shapeAdded(d, shape, ReviewLimits.maxShapes)), []);
  const clear = useCallback(() => setDraft(emptyDraft), []);
  const style = forProjectComments ? projectCommentStyle : canvasStyle;
  return useMemo(() => ({ draft, style, chooseTool, addShape, clear }), [draft, style, chooseTool, addShape, clear]);
}
