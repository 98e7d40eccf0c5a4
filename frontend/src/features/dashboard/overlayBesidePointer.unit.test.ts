import type { ClientRect } from '@dnd-kit/core';
import { overlayBesidePointer, POINTER_GAP } from './overlayBesidePointer';

const rect = (left: number, top: number): ClientRect => ({ left, top, width: 200, height: 60, right: left + 200, bottom: top + 60 });
const args = (activatorEvent: Event | null, draggingNodeRect: ClientRect | null) => ({
  activatorEvent,
  draggingNodeRect,
  transform: { x: -300, y: 40, scaleX: 1, scaleY: 1 },
  active: null,
  activeNodeRect: null,
  containerNodeRect: null,
  over: null,
  overlayNodeRect: null,
  scrollableAncestors: [],
  scrollableAncestorRects: [],
  windowRect: null,
});

describe('the drag label beside the pointer', () => {
  it('moves the label from the card corner to just past the pointer', () => {
    // Card picked up 120 px right of and 200 px below its corner: the label follows the pointer there.
    const pointer = { clientX: 420, clientY: 500 } as MouseEvent;
    const t = overlayBesidePointer(args(pointer as unknown as Event, rect(300, 300)));
    expect(t.x).toBe(-300 + 120 + POINTER_GAP);
    expect(t.y).toBe(40 + 200 + POINTER_GAP);
    expect(t.scaleX).toBe(1);
  });

  it('leaves keyboard drags, which have no pointer, as they are', () => {
    const key = { key: ' ' } as unknown as Event;
    expect(overlayBesidePointer(args(key, rect(300, 300))).x).toBe(-300);
    expect(overlayBesidePointer(args(null, rect(300, 300))).x).toBe(-300);
  });
});
