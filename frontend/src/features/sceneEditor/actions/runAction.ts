// Running an action: the locked rule applied to its targets (locked.ts), its predicate, then what it
// answers turned into the editor's events. The one place an action's result reaches the store, so
// every caller (keyboard, menu, toolbar) gets the same undo capture and the same selection rule.
import type { UnknownAction } from '@reduxjs/toolkit';
import { documentChanged, selectionChanged } from '../state/editorSlice';
import { scopedFor } from './locked';
import type { ActionContext, EditorAction } from './types';

export const isEnabled = (action: EditorAction, ctx: ActionContext): boolean => action.enabled(scopedFor(action, ctx));

export const disabledReasonOf = (action: EditorAction, ctx: ActionContext): string | undefined => {
  const scoped = scopedFor(action, ctx);
  return action.enabled(scoped) ? undefined : action.disabledReason?.(scoped);
};

/** Runs the action if it is enabled; true when it did something (the caller then keeps the key). */
export const runAction = (action: EditorAction, ctx: ActionContext, dispatch: (event: UnknownAction) => unknown): boolean => {
  const scoped = scopedFor(action, ctx);
  if (!action.enabled(scoped)) return false;
  const result = action.perform(scoped);
  if (!result) return false;
  if (result.document) {
    if (action.captureUndo === 'none') throw new Error(`The ${action.name} action changed the document but is not captured for undo.`);
    dispatch(documentChanged(result.document, action.label, action.captureUndo));
  }
  if (result.select) dispatch(selectionChanged(result.select));
  for (const event of result.events ?? []) dispatch(event);
  return true;
};
