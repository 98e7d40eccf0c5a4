import { pointerWithin, rectIntersection, type CollisionDetection } from '@dnd-kit/core';

/**
 * A mouse or touch drag drops on the folder under the pointer. A keyboard drag has no pointer, and
 * pointerWithin would never find a folder for it: there the moved card's own outline decides.
 */
export const folderCollision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));
