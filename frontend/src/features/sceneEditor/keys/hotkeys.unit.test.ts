import { commandForKey, type KeyPress } from './hotkeys';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...mods });

describe('the editor keyboard', () => {
  it.each([
    ['v', 'move'], ['p', 'pen'], ['n', 'pencil'], ['a', 'node'], ['o', 'animationPath'], ['t', 'text'], ['m', 'rect'], ['d', 'view'],
  ])('%s chooses the %s tool', (key, tool) => {
    expect(commandForKey(press(key))).toEqual({ kind: 'tool', tool });
  });

  it('undoes with cmd+z or ctrl+z and redoes with shift+cmd+z or ctrl+y', () => {
    expect(commandForKey(press('z', { metaKey: true }))).toEqual({ kind: 'undo' });
    expect(commandForKey(press('z', { ctrlKey: true }))).toEqual({ kind: 'undo' });
    expect(commandForKey(press('Z', { metaKey: true, shiftKey: true }))).toEqual({ kind: 'redo' });
    expect(commandForKey(press('y', { ctrlKey: true }))).toEqual({ kind: 'redo' });
  });

  it('keeps cmd+a, cmd+c, cmd+v and cmd+0 for select all, copy, paste and the view reset, not the tools', () => {
    expect(commandForKey(press('a', { metaKey: true }))).toEqual({ kind: 'selectAll' });
    expect(commandForKey(press('c', { ctrlKey: true }))).toEqual({ kind: 'copy' });
    expect(commandForKey(press('v', { metaKey: true }))).toEqual({ kind: 'paste' });
    expect(commandForKey(press('0', { metaKey: true }))).toEqual({ kind: 'resetView' });
  });

  it('groups, ungroups, locks and unlocks', () => {
    expect(commandForKey(press('g', { metaKey: true }))).toEqual({ kind: 'group' });
    expect(commandForKey(press('g', { metaKey: true, shiftKey: true }))).toEqual({ kind: 'ungroup' });
    expect(commandForKey(press('l', { ctrlKey: true }))).toEqual({ kind: 'lock' });
    expect(commandForKey(press('l', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'unlock' });
  });

  it('plays with space, deselects with escape, deletes with Delete or Backspace', () => {
    expect(commandForKey(press(' '))).toEqual({ kind: 'playPause' });
    expect(commandForKey(press('Escape'))).toEqual({ kind: 'deselect' });
    expect(commandForKey(press('Delete'))).toEqual({ kind: 'delete' });
    expect(commandForKey(press('Backspace'))).toEqual({ kind: 'delete' });
  });

  it('ignores keys it has no use for', () => {
    expect(commandForKey(press('x'))).toBeNull();
    expect(commandForKey(press('m', { altKey: true }))).toBeNull();
    expect(commandForKey(press('q', { metaKey: true }))).toBeNull();
  });
});
