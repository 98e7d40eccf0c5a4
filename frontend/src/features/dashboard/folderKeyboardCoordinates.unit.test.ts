import type { ClientRect, UniqueIdentifier } from '@dnd-kit/core';
import { folderKeyboardCoordinates } from './folderKeyboardCoordinates';

const rect = (top: number): ClientRect => ({ left: 16, top, width: 240, height: 40, right: 256, bottom: top + 40 });
// Listed out of order on purpose: the folders are walked from top to bottom.
const folders: [UniqueIdentifier, ClientRect][] = [
  ['folder:chemistry', rect(363)],
  ['folder:biology', rect(320)],
  ['folder:history', rect(406)],
];

const press = (code: string, overID: UniqueIdentifier | null) => {
  let prevented = false;
  const event = {
    code,
    preventDefault: () => {
      prevented = true;
    },
  } as unknown as KeyboardEvent;
  const context = {
    over: overID ? { id: overID } : null,
    droppableRects: new Map(folders),
    droppableContainers: { getEnabled: () => folders.map(([id]) => ({ id })) },
  };
  const to = folderKeyboardCoordinates(event, { active: 'project:a', currentCoordinates: { x: 300, y: 132 }, context: context as never });
  return { to, prevented };
};

describe('moving a card between folders with the arrow keys', () => {
  it('goes to the first folder on Down and to the last on Up', () => {
    expect(press('ArrowDown', null).to).toEqual({ x: 24, y: 324 });
    expect(press('ArrowUp', null).to).toEqual({ x: 24, y: 410 });
  });

  it('steps to the next and previous folder and stops at the ends', () => {
    expect(press('ArrowDown', 'folder:biology').to).toEqual({ x: 24, y: 367 });
    expect(press('ArrowRight', 'folder:chemistry').to).toEqual({ x: 24, y: 410 });
    expect(press('ArrowDown', 'folder:history').to).toEqual({ x: 24, y: 410 });
    expect(press('ArrowLeft', 'folder:chemistry').to).toEqual({ x: 24, y: 324 });
  });

  it('keeps the arrow keys from scrolling the page, and leaves other keys alone', () => {
    expect(press('ArrowDown', null).prevented).toBe(true);
    const other = press('KeyA', null);
    expect(other.to).toBeUndefined();
    expect(other.prevented).toBe(false);
  });
});
