// "Document loaded and first frame drawn": a performance mark and a timestamp on window, which the
// editor-open bench (bench/src/cases/editorOpen.ts) reads.
declare global {
  interface Window {
    /** ms since navigation start when the editor first drew its document. */
    __editorReady?: number;
  }
}

export const EDITOR_READY_MARK = 'editor-ready';

export const markEditorReady = (): void => {
  performance.mark(EDITOR_READY_MARK);
  window.__editorReady = performance.now();
};
