// History, selection and clipboard actions: undo, redo, select all, deselect, copy and paste.
import { copyElements, pasteElements, readClipboard } from '../ops';
import { selectableIds } from '../stage/elementOps';
import { canRedo, canUndo } from '../state/history';
import { redoRequested, undoRequested } from '../state/editorSlice';
import { defineAction } from './types';

export const undoAction = defineAction({
  name: 'undo',
  label: 'Undo',
  captureUndo: 'none',
  keys: [{ key: 'z', command: true, shift: false }],
  enabled: (ctx) => canUndo(ctx.history),
  perform: () => ({ events: [undoRequested()] }),
});

export const redoAction = defineAction({
  name: 'redo',
  label: 'Redo',
  captureUndo: 'none',
  keys: [
    { key: 'z', command: true, shift: true },
    { key: 'y', command: true },
  ],
  enabled: (ctx) => canRedo(ctx.history),
  perform: () => ({ events: [redoRequested()] }),
});

export const selectAll = defineAction({
  name: 'selectAll',
  label: 'Select all',
  captureUndo: 'none',
  keys: [{ key: 'a', command: true }],
  // Every unlocked, shown layer at the top of the scene; there is always something to do (or not).
  enabled: () => true,
  perform: (ctx) => ({ select: selectableIds(ctx.document) }),
});

export const deselect = defineAction({
  name: 'deselect',
  label: 'Deselect',
  captureUndo: 'none',
  keys: [{ key: 'Escape' }],
  enabled: () => true,
  perform: () => ({ select: [] }),
});

export const copyLayers = defineAction({
  name: 'copy',
  label: 'Copy',
  captureUndo: 'none',
  actsOnLocked: true,
  keys: [{ key: 'c', command: true }],
  enabled: (ctx) => ctx.targets.length > 0,
  perform: (ctx) => {
    const text = copyElements(ctx.document, ctx.targets);
    if (text === null) return null;
    ctx.clipboard.write(text);
    return {};
  },
});

export const pasteLayers = defineAction({
  name: 'paste',
  label: 'Paste',
  captureUndo: 'step',
  keys: [{ key: 'v', command: true }],
  enabled: (ctx) => ctx.clipboard.read() !== null,
  perform: (ctx) => {
    const text = ctx.clipboard.read();
    const copied = text === null ? null : readClipboard(text);
    if (!copied) return null;
    const pasted = pasteElements(ctx.document, copied, ctx.newId);
    return { document: pasted.document, select: pasted.ids };
  },
});
