// Actions on layers: delete, duplicate, group, ungroup, mask, move up and down, lock and unlock.
// Each acts on the context's targets (types.ts); locked layers are left out by locked.ts.
import { canUngroup, deleteElements, duplicateElements, findElement, groupElements, locate, maskElements, moveLayer, setLocked, ungroupElement, type Made } from '../ops';
import type { SceneDocument } from '@wb/contracts';
import { defineAction, type ActionContext, type ActionResult } from './types';

const command = (key: string, shift = false) => ({ key, command: true, shift });
const madeResult = (made: Made): ActionResult | null => (made.ids.length === 0 ? null : { document: made.document, select: made.ids });

export const deleteLayers = defineAction({
  name: 'delete',
  label: 'Delete',
  captureUndo: 'step',
  keys: [{ key: 'Delete' }, { key: 'Backspace' }],
  enabled: (ctx) => ctx.targets.length > 0,
  disabledReason: () => 'Unlock the layer to delete it.',
  // What is deleted leaves the selection by itself (the editor keeps only ids that still exist).
  perform: (ctx) => ({ document: deleteElements(ctx.document, ctx.targets) }),
});

export const duplicateLayers = defineAction({
  name: 'duplicate',
  label: 'Duplicate',
  captureUndo: 'step',
  actsOnLocked: true,
  enabled: (ctx) => ctx.targets.length > 0,
  perform: (ctx) => madeResult(duplicateElements(ctx.document, ctx.targets, ctx.newId)),
});

export const groupLayers = defineAction({
  name: 'group',
  label: 'Group',
  captureUndo: 'step',
  keys: [command('g')],
  enabled: (ctx) => ctx.targets.length > 0,
  perform: (ctx) => madeResult(groupElements(ctx.document, ctx.targets, ctx.newId)),
});

const ungroupable = (ctx: ActionContext) =>
  ctx.targets.filter((id) => {
    const element = findElement(ctx.document, id);
    return element !== null && canUngroup(element);
  });

export const ungroupLayers = defineAction({
  name: 'ungroup',
  label: 'Ungroup',
  captureUndo: 'step',
  keys: [command('g', true)],
  enabled: (ctx) => ungroupable(ctx).length > 0,
  disabledReason: (ctx) =>
    ctx.targets.some((id) => ['group', 'mask'].includes(findElement(ctx.document, id)?.type ?? '')) ? 'A group with its own keyframes cannot be ungrouped: delete its keyframes first.' : undefined,
  perform: (ctx) => {
    let document = ctx.document;
    const freed: string[] = [];
    for (const id of ungroupable(ctx)) {
      const made = ungroupElement(document, id);
      document = made.document;
      freed.push(...made.ids);
    }
    return madeResult({ document, ids: freed });
  },
});

export const maskLayers = defineAction({
  name: 'mask',
  label: 'Mask',
  captureUndo: 'step',
  enabled: (ctx) => ctx.targets.length >= 2,
  disabledReason: () => 'Select two layers or more: the top one masks the others.',
  perform: (ctx) => madeResult(maskElements(ctx.document, ctx.targets, ctx.newId)),
});

/** True when a target is already the last (up) or first (down) of its list: the move would do nothing. */
const atEnd = (document: SceneDocument, ids: readonly string[], direction: 'up' | 'down'): boolean =>
  ids.some((id) => {
    const at = locate(document.elements, id);
    if (!at) return true;
    const siblings = at.parentId === null ? document.elements : (findElement(document, at.parentId)?.[at.container] ?? []);
    return direction === 'up' ? at.index >= siblings.length - 1 : at.index === 0;
  });

/** Moves every target one place, the one nearest the end first, so neighbours move as a block. */
const moveLayers =
  (direction: 'up' | 'down') =>
  (ctx: ActionContext): ActionResult => {
    const order = (id: string) => locate(ctx.document.elements, id)?.index ?? 0;
    const sorted = [...ctx.targets].sort((a, b) => (direction === 'up' ? order(b) - order(a) : order(a) - order(b)));
    return { document: sorted.reduce((document, id) => moveLayer(document, id, direction), ctx.document) };
  };

export const moveLayersUp = defineAction({
  name: 'moveUp',
  label: 'Move up',
  captureUndo: 'step',
  actsOnLocked: true,
  enabled: (ctx) => ctx.targets.length > 0 && !atEnd(ctx.document, ctx.targets, 'up'),
  perform: moveLayers('up'),
});

export const moveLayersDown = defineAction({
  name: 'moveDown',
  label: 'Move down',
  captureUndo: 'step',
  actsOnLocked: true,
  enabled: (ctx) => ctx.targets.length > 0 && !atEnd(ctx.document, ctx.targets, 'down'),
  perform: moveLayers('down'),
});

const anyLocked = (ctx: ActionContext, locked: boolean) => ctx.targets.some((id) => Boolean(findElement(ctx.document, id)?.locked) === locked);

export const lockLayers = defineAction({
  name: 'lock',
  label: 'Lock',
  captureUndo: 'step',
  actsOnLocked: true,
  keys: [command('l')],
  enabled: (ctx) => anyLocked(ctx, false),
  perform: (ctx) => ({ document: setLocked(ctx.document, ctx.targets, true) }),
});

export const unlockLayers = defineAction({
  name: 'unlock',
  label: 'Unlock',
  captureUndo: 'step',
  actsOnLocked: true,
  keys: [command('l', true)],
  enabled: (ctx) => anyLocked(ctx, true),
  perform: (ctx) => ({ document: setLocked(ctx.document, ctx.targets, false) }),
});
