// What a keyboard, a menu or a toolbar holds to run actions: the editor's state as an action context,
// with the targets the caller chooses (the selection unless told otherwise).
import type { UnknownAction } from '@reduxjs/toolkit';
import type { NewId } from '../ops';
import type { EditorState } from '../state/editorSlice';
import { disabledReasonOf, isEnabled, runAction } from './runAction';
import type { ActionContext, ClipboardPort, EditorAction } from './types';

export interface ActionRunner {
  /** Runs the action on `targets` (the selection when left out); true when it did something. */
  run(action: EditorAction, targets?: readonly string[]): boolean;
  enabled(action: EditorAction, targets?: readonly string[]): boolean;
  disabledReason(action: EditorAction, targets?: readonly string[]): string | undefined;
}

/** The part of the editor's state actions read. */
export type ActionState = Pick<EditorState, 'document' | 'selectedIds' | 'history' | 'tool' | 'showGrid'>;

/** What the actions use besides the state: where copies are kept, and the source of new ids. */
export interface ActionPorts {
  clipboard: ClipboardPort;
  newId: NewId;
}

export const contextOf = (editor: ActionState, { clipboard, newId }: ActionPorts, targets?: readonly string[]): ActionContext | null =>
  editor.document === null
    ? null
    : {
        document: editor.document,
        selectedIds: editor.selectedIds,
        targets: targets ?? editor.selectedIds,
        history: editor.history,
        tool: editor.tool,
        showGrid: editor.showGrid,
        clipboard,
        newId,
      };

/** A runner over the editor state `read` answers when asked (the latest, so one runner serves a key listener). */
export const actionRunner = (read: () => ActionState, dispatch: (event: UnknownAction) => unknown, ports: ActionPorts): ActionRunner => {
  const ctx = (targets?: readonly string[]) => contextOf(read(), ports, targets);
  return {
    run: (action, targets) => {
      const c = ctx(targets);
      return c !== null && runAction(action, c, dispatch);
    },
    enabled: (action, targets) => {
      const c = ctx(targets);
      return c !== null && isEnabled(action, c);
    },
    disabledReason: (action, targets) => {
      const c = ctx(targets);
      return c === null ? undefined : disabledReasonOf(action, c);
    },
  };
};
