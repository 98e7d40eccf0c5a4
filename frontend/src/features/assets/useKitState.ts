// The kit screen's state read from and written to the query string (d= and repeated f=), so a link
// such as /#/assets/{kitID}?f={fileID} opens the kit on that file and Back/Forward keep it.
import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { kitStateChanged } from './assetsSlice';
import { kitPath, type AssetsLocation } from './assetsRoute';

export interface KitState {
  kit: string;
  directoryID: string | null;
  selected: string[];
  /** Plain click selects one file; with cmd/ctrl held, the click toggles it in the selection. */
  clickFile(fileID: string, toggle: boolean): void;
  select(fileIDs: string[]): void;
  clear(): void;
  openDirectory(directoryID: string | null): void;
}

export const nextSelection = (selected: readonly string[], fileID: string, toggle: boolean): string[] => {
  if (!toggle) return [fileID];
  return selected.includes(fileID) ? selected.filter((f) => f !== fileID) : [...selected, fileID];
};

export const useKitState = (location: AssetsLocation & { kit: string }): KitState => {
  const dispatch = useAppDispatch();
  const { kit, directoryID, fileIDs } = location;
  const go = useCallback((d: string | null, f: readonly string[]) => dispatch(kitStateChanged({ path: kitPath(kit, 'standard', { directoryID: d, fileIDs: f }) })), [dispatch, kit]);
  return {
    kit,
    directoryID,
    selected: fileIDs,
    clickFile: (fileID, toggle) => go(directoryID, nextSelection(fileIDs, fileID, toggle)),
    select: (ids) => go(directoryID, ids),
    clear: () => go(directoryID, []),
    openDirectory: (d) => go(d, []),
  };
};
