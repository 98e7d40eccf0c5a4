import type { Modifier } from '@dnd-kit/core';

/** How far right of and below the pointer the dragged card's label sits, so the folder stays readable. */
export const POINTER_GAP = 12;

/**
 * dnd-kit moves the drag overlay from where the card was, so a label smaller than the card floats away
 * from the pointer; this keeps it beside the pointer instead. Keyboard drags have no pointer: unchanged.
 */
export const overlayBesidePointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  if (!draggingNodeRect || !activatorEvent || !('clientX' in activatorEvent)) return transform;
  const { clientX, clientY } = activatorEvent as MouseEvent;
  return {
    ...transform,
    x: transform.x + clientX - draggingNodeRect.left + POINTER_GAP,
    y: transform.y + clientY - draggingNodeRect.top + POINTER_GAP,
  };
};
