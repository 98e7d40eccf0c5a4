import { hotkeyAction } from './hotkeys';

const press = (key: string, extra: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; target: EventTarget | null }> = {}) =>
  hotkeyAction({ key, altKey: false, ctrlKey: false, metaKey: false, target: null, ...extra });

/** An element as the key handler sees it: only `closest` is asked. */
const inside = (selector: string): EventTarget => ({ closest: (s: string) => (s.split(', ').some((part) => selector === part) ? {} : null) }) as unknown as EventTarget;

describe('the exporter keys', () => {
  it('k or space toggle, l or right arrow go forward, j or left arrow go back', () => {
    expect(['k', ' ', 'K'].map((k) => press(k))).toEqual(['toggle', 'toggle', 'toggle']);
    expect(['l', 'ArrowRight'].map((k) => press(k))).toEqual(['forward', 'forward']);
    expect(['j', 'ArrowLeft'].map((k) => press(k))).toEqual(['back', 'back']);
    expect(press('x')).toBeNull();
  });

  it('leaves shortcuts of the browser and keys a control uses alone', () => {
    expect(press('l', { ctrlKey: true })).toBeNull();
    expect(press('k', { metaKey: true })).toBeNull();
    expect(press('k', { target: inside('input') })).toBeNull();
    // Space on a button presses that button; k on it still plays and pauses.
    expect(press(' ', { target: inside('button') })).toBeNull();
    expect(press('k', { target: inside('button') })).toBe('toggle');
  });
});
