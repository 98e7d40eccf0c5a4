// A Konva pointer event as a tool's input: where it is (scene pixels snapped to the grid, and screen
// pixels) and what it landed on.
import type Konva from 'konva';
import { Grid } from '@wb/contracts';
import { toScene, type Placement } from '../stage/geometry';
import type { PointerInput } from './types';

/** The top-level scene element a press landed on, or null on the empty stage. */
export const elementIdAt = (target: Konva.Node): string | null => {
  const chain = [target, ...target.getAncestors()].filter((n) => n.name() === 'scene-element');
  const top = chain[chain.length - 1];
  return top ? top.id() : null;
};

export const pointerInputOf = (e: Konva.KonvaEventObject<MouseEvent>, placement: Placement): PointerInput | null => {
  const screen = e.target.getStage()?.getPointerPosition();
  if (!screen) return null;
  // Grid snap 1 (spec 002 section 9): what the tools make sits on whole scene pixels.
  const scene = toScene(placement, screen);
  return {
    screen,
    scene: { x: Math.round(scene.x * Grid.snap) / Grid.snap, y: Math.round(scene.y * Grid.snap) / Grid.snap },
    hit: elementIdAt(e.target),
    onTransformer: e.target.getAncestors().some((n) => n.getClassName() === 'Transformer'),
    shiftKey: e.evt.shiftKey,
  };
};
