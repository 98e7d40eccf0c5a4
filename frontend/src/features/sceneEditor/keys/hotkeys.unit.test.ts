import { actionForKey } from '../actions/registry';
import { keyLabel, matchesKey, type KeyPress } from './hotkeys';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...mods });
const nameFor = (key: string, mods: Partial<KeyPress> = {}) => actionForKey(press(key, mods))?.name ?? null;

describe('the editor keyboard', () => {
  it.each([
    ['v', 'move'],
    ['p', 'pen'],
    ['n', 'pencil'],
    ['a', 'node'],
    ['o', 'animationPath'],
    ['t', 'text'],
    ['m', 'rect'],
    ['d', 'view'],
  ])('%s chooses the %s tool', (key, tool) => {
    expect(nameFor(key)).toBe(`tool:${tool}`);
  });

  it('undoes with cmd+z or ctrl+z and redoes with shift+cmd+z or ctrl+y', () => {
    expect(nameFor('z', { metaKey: true })).toBe('undo');
    expect(nameFor('z', { ctrlKey: true })).toBe('undo');
    expect(nameFor('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(nameFor('y', { ctrlKey: true })).toBe('redo');
  });

  it('keeps cmd+a, cmd+c, cmd+v and cmd+0 for select all, copy, paste and the view reset, not the tools', () => {
    expect(nameFor('a', { metaKey: true })).toBe('selectAll');
    expect(nameFor('c', { ctrlKey: true })).toBe('copy');
    expect(nameFor('v', { metaKey: true })).toBe('paste');
    expect(nameFor('0', { metaKey: true })).toBe('resetView');
    expect(nameFor("'", { metaKey: true })).toBe('toggleGrid');
  });

  it('groups, ungroups, locks and unlocks', () => {
    expect(nameFor('g', { metaKey: true })).toBe('group');
    expect(nameFor('g', { metaKey: true, shiftKey: true })).toBe('ungroup');
    expect(nameFor('l', { ctrlKey: true })).toBe('lock');
    expect(nameFor('l', { ctrlKey: true, shiftKey: true })).toBe('unlock');
  });

  it('plays with space, deselects with escape, deletes with Delete or Backspace', () => {
    expect(nameFor(' ')).toBe('playPause');
    expect(nameFor('Escape')).toBe('deselect');
    expect(nameFor('Delete')).toBe('delete');
    expect(nameFor('Backspace')).toBe('delete');
  });

  it('ignores keys it has no use for', () => {
    expect(nameFor('x')).toBeNull();
    expect(nameFor('m', { altKey: true })).toBeNull();
    expect(nameFor('m', { shiftKey: true })).toBeNull();
    expect(nameFor('q', { metaKey: true })).toBeNull();
  });
});

describe('a key binding', () => {
  it('needs the command key exactly when it says so', () => {
    expect(matchesKey({ key: 'z', command: true }, press('z'))).toBe(false);
    expect(matchesKey({ key: 'z' }, press('z', { ctrlKey: true }))).toBe(false);
  });
  it('reads as the tooltips show it', () => {
    expect(keyLabel({ key: 'z', command: true, shift: true })).toBe('Shift+Ctrl+Z');
    expect(keyLabel({ key: 'm', shift: false })).toBe('M');
    expect(keyLabel({ key: ' ' })).toBe('Space');
  });
});
