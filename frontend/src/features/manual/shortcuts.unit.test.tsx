// The shortcuts the manual lists against the editor's action registry: every listed shortcut runs that
// action in the editor, and every key the registry binds is listed.
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { actionForKey, editorActions } from '../sceneEditor/actions/registry';
import type { KeyBinding, KeyPress } from '../sceneEditor/keys/hotkeys';
import { readManualSources } from './manualTestSources';
import { headingsOf } from './outline';
import { shortcutLabel } from './shortcuts';
import { ShortcutsTable } from './ShortcutsTable';

/** The rows the manual's table shows: the action's registry name, its label and the keys listed. */
const listedRows = () => {
  const html = renderToStaticMarkup(
    <MantineProvider>
      <ShortcutsTable />
    </MantineProvider>,
  );
  return [...html.matchAll(/<tr[^>]*data-action="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map(([, action = '', row = '']) => ({
    action,
    label: /<td[^>]*>([^<]*)<\/td>/.exec(row)?.[1] ?? '',
    keys: [...row.matchAll(/data-key="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&#x27;/g, "'")),
  }));
};

/** The key press a shortcut as the manual writes it stands for ("Shift+Ctrl+Z"). */
const pressOf = (label: string): KeyPress => {
  const parts = label.split('+');
  const last = parts[parts.length - 1] ?? '';
  const key = last === 'Space' ? ' ' : last.length === 1 ? last.toLowerCase() : last;
  return { key, ctrlKey: parts.includes('Ctrl'), metaKey: false, shiftKey: parts.includes('Shift'), altKey: false };
};

const bindingsOf = (keys: readonly KeyBinding[] | undefined) => (keys ?? []).map(shortcutLabel);

describe("the manual's keyboard shortcuts", () => {
  const rows = listedRows();

  it('lists shortcuts, each one running its action in the editor', () => {
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows) {
      const action = editorActions.find((a) => a.name === row.action);
      expect({ row: row.action, label: action?.label }).toEqual({ row: row.action, label: row.label });
      expect(row.keys.length).toBeGreaterThan(0);
      // The key as written, pressed in the editor, runs that very action.
      for (const key of row.keys) expect({ key, runs: actionForKey(pressOf(key))?.name }).toEqual({ key, runs: row.action });
    }
  });

  it('lists every key the registry binds', () => {
    const listed = rows.flatMap((row) => row.keys.map((key) => `${row.action} ${key}`));
    const bound = editorActions.flatMap((action) => bindingsOf(action.keys).map((key) => `${action.name} ${key}`));
    expect([...listed].sort()).toEqual([...bound].sort());
    expect(bound).toEqual(expect.arrayContaining(['undo Ctrl+Z', 'redo Shift+Ctrl+Z', 'tool:pen P', 'playPause Space']));
  });

  it('is shown under Keyboard shortcuts in Preferences, and the text names no other editor keys', () => {
    const sources = readManualSources();
    const preferences = sources.find((s) => headingsOf(s.markdown)[0]?.title === 'Preferences');
    const afterHeading = preferences?.markdown.split(/^## Keyboard shortcuts$/m)[1] ?? '';
    expect(afterHeading.split(/^## /m)[0]).toMatch(/^```manual-shortcuts$/m);
    // A key combination written in the prose of the editor's pages must be one the registry binds.
    const bound = new Set(editorActions.flatMap((a) => bindingsOf(a.keys)));
    for (const source of sources.filter((s) => /Scene Builder|Preferences/.test(headingsOf(s.markdown)[0]?.title ?? ''))) {
      for (const [combo] of source.markdown.matchAll(/\b(?:Shift\+)?Ctrl\+\S+\b/g)) expect({ combo, bound: bound.has(combo) }).toEqual({ combo, bound: true });
    }
  });
});
