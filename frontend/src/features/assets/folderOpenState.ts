// Which folders are open, kept in the browser under a kit settings key, per directory id (spec 001
// section 4), so a tree opens as it was left.
const keyOf = (kitID: string) => `kitSettings:${kitID}`;

interface KitSettings {
  openDirectories?: Record<string, boolean>;
}

const read = (kitID: string): KitSettings => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(kitID)) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as KitSettings) : {};
  } catch {
    return {};
  }
};

export const readOpenDirectories = (kitID: string): Record<string, boolean> => ({ ...read(kitID).openDirectories });

export const writeOpenDirectory = (kitID: string, directoryID: string, open: boolean): void => {
  const settings = read(kitID);
  settings.openDirectories = { ...settings.openDirectories, [directoryID]: open };
  try {
    localStorage.setItem(keyOf(kitID), JSON.stringify(settings));
  } catch {
    // Storage full or refused: the tree still works, it just opens closed next time.
  }
};
