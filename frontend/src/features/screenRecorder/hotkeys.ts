// The exporter's keys (spec 002, "Screen-recording exporter"): k or space plays and pauses, l or the
// right arrow skips forward 1 second, j or the left arrow back 1 second (section 9: skip step 1000 ms).
export type HotkeyAction = 'toggle' | 'forward' | 'back';

/** The skip of the exporter's keys and its back and forward buttons, ms. */
export const RECORDER_SKIP = 1000;

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

/** A control that has a use for the key itself: typing in a field, Space or Enter on a button. */
const ownsKey = (target: EventTarget | null, key: string): boolean => {
  // Duck-typed, not instanceof: a key pressed in the pop-out comes from that window's elements.
  const element = target as { closest?: (selector: string) => unknown } | null;
  if (typeof element?.closest !== 'function') return false;
  if (element.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return key === ' ' && element.closest('button, [role="button"]') !== null;
};

export const hotkeyAction = (event: KeyLike): HotkeyAction | null => {
  if (event.altKey || event.ctrlKey || event.metaKey || ownsKey(event.target, event.key)) return null;
  switch (event.key) {
    case 'k':
    case 'K':
    case ' ':
      return 'toggle';
    case 'l':
    case 'L':
    case 'ArrowRight':
      return 'forward';
    case 'j':
    case 'J':
    case 'ArrowLeft':
      return 'back';
    default:
      return null;
  }
};
