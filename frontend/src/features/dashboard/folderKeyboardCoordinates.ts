import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const steps: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * A keyboard drag of a project card: each arrow key moves the card onto the next or previous folder
 * (top to bottom), instead of dnd-kit's 25 px nudges that would take dozens of presses to reach the
 * sidebar. The first press goes to the first folder (Down, Right) or the last one (Up, Left).
 */
export const folderKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = steps[event.code];
  if (step === undefined) return undefined;
  const folders = context.droppableContainers
    .getEnabled()
    .flatMap((c) => {
      const rect = context.droppableRects.get(c.id);
      return rect ? [{ id: c.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top);
  if (folders.length === 0) return undefined;
  event.preventDefault();
  const at = folders.findIndex((f) => f.id === context.over?.id);
  const next = at === -1 ? (step > 0 ? 0 : folders.length - 1) : Math.min(Math.max(at + step, 0), folders.length - 1);
  const target = folders[next]?.rect;
  if (!target) return undefined;
  // The moved card's corner a little inside the folder, so that the folder is what it overlaps most.
  return { x: target.left + 8, y: target.top + 4 };
};
