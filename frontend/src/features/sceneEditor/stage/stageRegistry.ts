// The mounted stage's capture of its current frame, for Save Screenshot (the drawing itself, not the
// document). One editor is open at a time.
type Capture = () => string | null;
let current: Capture | null = null;

export const stageRegistry = {
  set(capture: Capture): () => void {
    current = capture;
    return () => {
      if (current === capture) current = null;
    };
  },
  /** A PNG data URL of the frame at the playhead, scene-sized, without the editor's handles and grid. */
  capture: (): string | null => (current ? current() : null),
};
