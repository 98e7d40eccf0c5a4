import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { folderCollision } from './folderCollision';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });
const biology = rect(16, 320, 240, 40);
const droppable = { id: 'folder:biology', key: 'folder:biology', data: { current: {} }, disabled: false, node: { current: null }, rect: { current: biology } } as unknown as DroppableContainer;
const args = (collisionRect: ClientRect, pointerCoordinates: { x: number; y: number } | null) => ({
  active: { id: 'project:a', data: { current: {} }, rect: { current: { initial: null, translated: null } } } as never,
  collisionRect,
  droppableRects: new Map([['folder:biology', biology]]),
  droppableContainers: [droppable],
  pointerCoordinates,
});

describe('which folder a dragged card is dropped on', () => {
  it('takes the folder under the pointer for a mouse or touch drag', () => {
    expect(folderCollision(args(rect(600, 600, 250, 240), { x: 40, y: 340 })).map((c) => c.id)).toEqual(['folder:biology']);
    expect(folderCollision(args(rect(0, 300, 250, 240), { x: 600, y: 600 }))).toEqual([]);
  });

  it('takes the folder the card overlaps for a keyboard drag, which has no pointer', () => {
    expect(folderCollision(args(rect(0, 300, 250, 240), null)).map((c) => c.id)).toEqual(['folder:biology']);
    expect(folderCollision(args(rect(600, 600, 250, 240), null))).toEqual([]);
  });
});
