import type { UnknownAction } from '@reduxjs/toolkit';
import { aDocument, anElement, counterIds } from '../ops/fixtures';
import { matchesKey, type KeyPress } from '../keys/hotkeys';
import reducer, { documentChanged, initialEditorState, type EditorState } from '../state/editorSlice';
import { actionRunner } from './actionRunner';
import { layerMenuSections, layerTargets } from './menus';
import { actionForKey, editorActions } from './registry';
import { runAction } from './runAction';
import { defineAction, type ClipboardPort } from './types';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...mods });

/** A scene with an unlocked box, a locked title and a locked group holding a child. */
const scene = aDocument([anElement('box'), anElement('title', { type: 'text', locked: true }), anElement('frame', { type: 'group', locked: true, elements: [anElement('inside')] })]);
const editing = (selectedIds: string[]): EditorState => ({ ...initialEditorState, document: scene, selectedIds });
const memoryClipboard = (): ClipboardPort => {
  let text: string | null = null;
  return {
    read: () => text,
    write: (t) => {
      text = t;
    },
  };
};

/** A runner over a fixed state that records what it dispatches. */
const runnerOver = (state: EditorState) => {
  const sent: UnknownAction[] = [];
  const runner = actionRunner(
    () => state,
    (event) => sent.push(event),
    { clipboard: memoryClipboard(), newId: counterIds() },
  );
  return { runner, sent };
};
const documentOf = (sent: UnknownAction[]) =>
  sent
    .filter(documentChanged.match)
    .map((a) => a.payload.document)
    .at(-1);
const idsOf = (document: typeof scene | undefined) => {
  const ids: string[] = [];
  const visit = (elements: typeof scene.elements) => {
    for (const e of elements) {
      ids.push(e.id);
      visit(e.elements ?? []);
    }
  };
  visit(document?.elements ?? []);
  return ids;
};
const menuItem = (state: EditorState, layerId: string, name: string) => {
  const item = layerMenuSections(scene, layerTargets(state.selectedIds, layerId))
    .flat()
    .find((a) => a.name === name);
  if (!item) throw new Error(`the layer menu has no ${name}`);
  return item;
};

describe('the action registry', () => {
  it('names every action once', () => {
    const names = editorActions.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('binds no key press to two actions', () => {
    const presses = editorActions.flatMap((a) => a.keys ?? []).flatMap((b) => [true, false].map((shiftKey) => press(b.key, { ctrlKey: Boolean(b.command), shiftKey })));
    const shared = presses.map((p) => ({ press: p, actions: editorActions.filter((a) => a.keys?.some((b) => matchesKey(b, p))).map((a) => a.name) })).filter((found) => found.actions.length > 1);
    expect(shared).toEqual([]);
  });

  it('runs the very same action from the Delete key and from the layer menu, with the same result', () => {
    const state = editing(['box', 'title']);
    const fromKey = actionForKey(press('Delete'));
    const fromMenu = menuItem(state, 'box', 'delete');
    expect(fromMenu).toBe(fromKey);
    const key = runnerOver(state);
    const menu = runnerOver(state);
    expect(key.runner.run(fromKey!)).toBe(true);
    expect(menu.runner.run(fromMenu, layerTargets(state.selectedIds, 'box'))).toBe(true);
    expect(menu.sent).toEqual(key.sent);
  });

  it('deletes no locked layer, nor anything inside a locked group, from a key or a menu', () => {
    const state = editing(['box', 'title', 'inside']);
    const { runner, sent } = runnerOver(state);
    runner.run(actionForKey(press('Backspace'))!);
    expect(idsOf(documentOf(sent))).toEqual(['title', 'frame', 'inside']);
    const locked = runnerOver(editing([]));
    const item = menuItem(editing([]), 'title', 'delete');
    expect(locked.runner.enabled(item, ['title'])).toBe(false);
    expect(locked.runner.disabledReason(item, ['title'])).toBe('Unlock the layer to delete it.');
    expect(locked.runner.run(item, ['title'])).toBe(false);
    expect(locked.sent).toEqual([]);
  });

  it('leaves locked layers out of a group and a mask, but locks, unlocks, duplicates and reorders them', () => {
    const state = editing(['box', 'title']);
    const grouped = runnerOver(state);
    grouped.runner.run(actionForKey(press('g', { metaKey: true }))!);
    expect(documentOf(grouped.sent)?.elements.map((e) => e.id)).toEqual(['n1', 'title', 'frame']);
    expect(runnerOver(state).runner.enabled(menuItem(state, 'box', 'mask'))).toBe(false);
    const unlocked = runnerOver(state);
    unlocked.runner.run(actionForKey(press('l', { ctrlKey: true, shiftKey: true }))!);
    expect(documentOf(unlocked.sent)?.elements.find((e) => e.id === 'title')?.locked).toBe(false);
    const duplicated = runnerOver(state);
    duplicated.runner.run(menuItem(state, 'title', 'duplicate'), ['title']);
    expect(documentOf(duplicated.sent)?.elements.map((e) => e.name)).toContain('title copy');
  });

  it('offers Lock while any target is unlocked and Unlock when all are locked', () => {
    expect(menuItem(editing(['box', 'title']), 'title', 'lock').label).toBe('Lock');
    expect(menuItem(editing(['title']), 'title', 'unlock').label).toBe('Unlock');
  });

  it('captures a document change as one undo step, and changes nothing of the history with the others', () => {
    const state = editing(['box']);
    const deleted = runnerOver(state);
    deleted.runner.run(actionForKey(press('Delete'))!);
    expect(deleted.sent.filter(documentChanged.match).map((a) => a.payload.capture)).toEqual(['step']);
    for (const action of editorActions.filter((a) => a.captureUndo === 'none' && a.name !== 'undo' && a.name !== 'redo')) {
      const { runner, sent } = runnerOver(state);
      runner.run(action);
      const after = sent.reduce(reducer, state);
      expect({ action: action.name, history: after.history, document: after.document }).toEqual({ action: action.name, history: state.history, document: scene });
    }
  });

  it('refuses an action that changes the document without saying how undo captures it', () => {
    const sneaky = defineAction({ name: 'sneaky', label: 'Sneaky', captureUndo: 'none', enabled: () => true, perform: (ctx) => ({ document: ctx.document }) });
    const ctx = { document: scene, selectedIds: [], targets: [], history: initialEditorState.history, tool: 'move' as const, showGrid: false, clipboard: memoryClipboard(), newId: counterIds() };
    expect(() => runAction(sneaky, ctx, () => undefined)).toThrow('The sneaky action changed the document but is not captured for undo.');
  });

  it('pastes what was copied, as new layers that are then selected', () => {
    const state = editing(['box']);
    const clipboard = memoryClipboard();
    const sent: UnknownAction[] = [];
    const runner = actionRunner(
      () => state,
      (e) => sent.push(e),
      { clipboard, newId: counterIds() },
    );
    expect(runner.enabled(actionForKey(press('v', { ctrlKey: true }))!)).toBe(false);
    runner.run(actionForKey(press('c', { ctrlKey: true }))!);
    runner.run(actionForKey(press('v', { ctrlKey: true }))!);
    expect(idsOf(documentOf(sent))).toContain('n1');
    expect(sent.at(-1)).toEqual({ type: 'sceneEditor/selectionChanged', payload: ['n1'] });
  });
});
