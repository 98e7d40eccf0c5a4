// Play all (spec 002 "File review screens", section 5): the choice of videos, their order, the
// remembered settings (setting:svg-sort and exporterSettings.playBell, spec 002 "Local settings")
// and the Play button's label. Pure, so the rules are tested without a browser.
import type { ReviewFile } from '@wb/contracts';

export type PlaySort = 'name' | 'date';

export const SORT_KEY = 'setting:svg-sort';
export const EXPORTER_SETTINGS_KEY = 'exporterSettings';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const readSort = (storage: Store = localStorage): PlaySort => (storage.getItem(SORT_KEY) === 'date' ? 'date' : 'name');

export const writeSort = (sort: PlaySort, storage: Store = localStorage): void => storage.setItem(SORT_KEY, sort);

const exporterSettings = (storage: Store): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(EXPORTER_SETTINGS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // A damaged setting is as good as none.
    return {};
  }
};

export const readPlayBell = (storage: Store = localStorage): boolean => exporterSettings(storage).playBell === true;

/** Keeps the exporter's other settings: they share the key. */
export const writePlayBell = (on: boolean, storage: Store = localStorage): void => storage.setItem(EXPORTER_SETTINGS_KEY, JSON.stringify({ ...exporterSettings(storage), playBell: on }));

/** The videos in the chosen order: by name (natural, case-blind) or newest first; ties by name. */
export const sortedVideos = (files: readonly ReviewFile[], sort: PlaySort): ReviewFile[] => {
  const byName = (a: ReviewFile, b: ReviewFile) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });
  return files.filter((f) => f.type === 'video').sort((a, b) => (sort === 'date' ? b.createdOn.localeCompare(a.createdOn) || byName(a, b) : byName(a, b)));
};

/** The checked files in the shown order (the order they play in). */
export const playQueue = (shown: readonly ReviewFile[], checked: ReadonlySet<string>): ReviewFile[] => shown.filter((f) => checked.has(f.fileID));

/** 'Play All' when every file is checked, else 'Play' and the count; null (disabled) when none is. */
export const playLabel = (checked: number, total: number): string | null => {
  if (checked <= 0) return null;
  return checked >= total ? 'Play All' : `Play ${checked}`;
};
