// Which actions the layer menu shows, in what order, and on which layers: they come from the
// registry, so a menu item does exactly what its key does.
import type { SceneDocument } from '@wb/contracts';
import { findElement } from '../ops';
import { deleteLayers, duplicateLayers, groupLayers, lockLayers, maskLayers, moveLayersDown, moveLayersUp, ungroupLayers, unlockLayers } from './layerActions';
import type { EditorAction } from './types';

/** A layer's menu acts on the selection when the layer is part of it, or on the layer alone. */
export const layerTargets = (selectedIds: readonly string[], layerId: string): readonly string[] => (selectedIds.includes(layerId) ? selectedIds : [layerId]);

/** Lock when any target is unlocked, Unlock when all are locked: one item that says which. */
export const lockItemFor = (document: SceneDocument, targets: readonly string[]): EditorAction => (targets.every((id) => findElement(document, id)?.locked) ? unlockLayers : lockLayers);

/** The layer menu's sections, a divider between each; the last is the lock item. */
export const layerMenuSections = (document: SceneDocument, targets: readonly string[]): readonly (readonly EditorAction[])[] => [
  [duplicateLayers, deleteLayers],
  [groupLayers, ungroupLayers, maskLayers],
  [moveLayersUp, moveLayersDown],
  [lockItemFor(document, targets)],
];
