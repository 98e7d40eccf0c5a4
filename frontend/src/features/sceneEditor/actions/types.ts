// An editor action is one registered object (the model is Excalidraw's actionManager): its name, the
// label menus and tooltips show, its keys, how undo captures it, when it is enabled and what it does.
// The keyboard, the layer menu and the toolbar all run actions from the one registry (registry.ts),
// so each rule is written once. `perform` is pure: it answers what changes, runAction applies it.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { EditorTool, SceneDocument } from '@wb/contracts';
import type { NewId } from '../ops';
import type { History } from '../state/history';
import type { KeyBinding } from '../keys/hotkeys';

/**
 * How undo captures an action (state/history.ts): 'step' when it changes the document (one undo step
 * per run), 'none' when it changes only what is shown or chosen (selection, tool, view, playhead) or
 * moves through the history itself (undo, redo). A 'none' action that answers a document is a bug.
 */
export type ActionCapture = 'step' | 'none';

/** Where copied elements are kept between copy and paste (the system clipboard too, when allowed). */
export interface ClipboardPort {
  read(): string | null;
  write(text: string): void;
}

export interface ActionContext {
  document: SceneDocument;
  selectedIds: readonly string[];
  /**
   * The elements the action acts on: the selection (keyboard, toolbar), or for a layer's menu that
   * layer with the selection it belongs to. Locked ones are already left out unless the action
   * says `actsOnLocked` (locked.ts).
   */
  targets: readonly string[];
  history: History;
  tool: EditorTool;
  showGrid: boolean;
  clipboard: ClipboardPort;
  newId: NewId;
}

export interface ActionResult {
  /** The new document, captured for undo as the action's `captureUndo` says. */
  document?: SceneDocument;
  /** The selection afterwards (what was made, pasted or freed). */
  select?: string[];
  /** Other editor events to send: undo, a tool chosen, the view reset... */
  events?: UnknownAction[];
}

export interface EditorAction {
  name: string;
  /** What a menu item, a button or a tooltip says. */
  label: string;
  keys?: readonly KeyBinding[];
  captureUndo: ActionCapture;
  /**
   * Whether the action changes or reads locked elements as well: true only for what leaves an element
   * itself unchanged (lock, unlock, reorder, duplicate, copy). Everything else skips them.
   */
  actsOnLocked?: boolean;
  /** Enabled? A disabled item is greyed out and its key does nothing (the browser keeps the key). */
  enabled(ctx: ActionContext): boolean;
  /** Why a disabled action cannot run, for the menu item's tooltip; none when it says nothing useful. */
  disabledReason?(ctx: ActionContext): string | undefined;
  /** What the action does, or null when it turns out to have nothing to do. */
  perform(ctx: ActionContext): ActionResult | null;
}

export const defineAction = (action: EditorAction): EditorAction => action;
