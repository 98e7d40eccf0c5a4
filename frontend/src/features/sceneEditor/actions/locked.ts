// The one rule for locked layers. The spec says layers can be locked and unlocked (002, "Scene
// editor") and no more; the editor reads a lock as "this layer does not change until unlocked": no
// action deletes, groups, ungroups, masks, moves or restyles a locked layer or anything inside a
// locked group, whether it comes from a key, a menu or the toolbar. Locking, unlocking, reordering,
// duplicating and copying leave the layer itself as it is, so they act on locked layers too.
import type { SceneDocument } from '@wb/contracts';
import { locate } from '../ops';
import type { ActionContext, EditorAction } from './types';

/** Locked itself, or inside a locked group or mask. */
export const isLockedInTree = (document: SceneDocument, id: string): boolean => {
  let at = locate(document.elements, id);
  while (at) {
    if (at.element.locked) return true;
    at = at.parentId === null ? null : locate(document.elements, at.parentId);
  }
  return false;
};

/** The context an action sees: its targets without locked layers, unless it acts on them. */
export const scopedFor = (action: EditorAction, ctx: ActionContext): ActionContext => (action.actsOnLocked ? ctx : { ...ctx, targets: ctx.targets.filter((id) => !isLockedInTree(ctx.document, id)) });
