// Every editor action, in one list. The keyboard finds its action here by key; the layer menu and the
// toolbar take theirs from here by name (menus.ts). A new action is one defineAction in its file and
// one entry below.
import { matchesKey, type KeyPress } from '../keys/hotkeys';
import { copyLayers, deselect, pasteLayers, redoAction, selectAll, undoAction } from './editActions';
import { deleteLayers, duplicateLayers, groupLayers, lockLayers, maskLayers, moveLayersDown, moveLayersUp, ungroupLayers, unlockLayers } from './layerActions';
import type { EditorAction } from './types';
import { chooseTool, playPause, resetView, toggleGrid } from './viewActions';

export const editorActions: readonly EditorAction[] = [
  undoAction,
  redoAction,
  selectAll,
  deselect,
  copyLayers,
  pasteLayers,
  deleteLayers,
  duplicateLayers,
  groupLayers,
  ungroupLayers,
  maskLayers,
  moveLayersUp,
  moveLayersDown,
  lockLayers,
  unlockLayers,
  playPause,
  resetView,
  toggleGrid,
  ...Object.values(chooseTool),
];

/** The action a key press runs, or null when the editor has none for it. */
export const actionForKey = (press: KeyPress): EditorAction | null => editorActions.find((action) => action.keys?.some((binding) => matchesKey(binding, press))) ?? null;
