// The review drawing over the editor stage: the selected comment's shapes and the drawing in progress
// of the Comments tab, in the review area's annotation layer laid over the scene's displayed box (its
// 1000x1000 drawing stage scaled to that box, as on every review screen).
import { AnnotationLayer } from '../../review';
import { useEditorReview } from './EditorReview';

interface Props {
  /** The scene's box on screen, in CSS pixels from the stage's top left. */
  box: { x: number; y: number; width: number; height: number };
}

export function StageAnnotations({ box }: Props) {
  const { selected, drawing } = useEditorReview();
  const shown = selected?.shapes ?? [];
  // Nothing to show and no tool chosen: the layer stays out of the editor's way entirely.
  if (shown.length === 0 && drawing.draft.tool === null && drawing.draft.shapes.length === 0) return null;
  return (
    <div data-testid="editor-comment-drawing" style={{ position: 'absolute', left: box.x, top: box.y, width: box.width, height: box.height, zIndex: 5, pointerEvents: 'none' }}>
      <div style={{ position: 'relative', width: '100%', height: '100%', pointerEvents: drawing.draft.tool ? 'auto' : 'none' }}>
        <AnnotationLayer width={box.width} height={box.height} shown={shown} drawing={drawing} />
      </div>
    </div>
  );
}
