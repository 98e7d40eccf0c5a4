// The list /exporter plays (spec 002 "Local settings" and "Screen-recording exporter"): the screen-record
// key holds file ids (v=1), screenRecordV2 scene ids (v=2). The window that starts a recording writes
// it; the exporter page takes it once, read and removed, so a reload or a later window never replays
// an old list.
import { ProjectFileLimits, SceneLimits } from '@wb/contracts';

export type RecorderVersion = 1 | 2;

export const RECORD_KEYS = { 1: 'screenRecord', 2: 'screenRecordV2' } as const satisfies Record<RecorderVersion, string>;

/** As many ids as one call that loads them takes (/files/getByIDs, /editor/getScenes). */
export const MAX_IDS = { 1: ProjectFileLimits.maxFilesPerCall, 2: SceneLimits.maxScenesPerCall } as const satisfies Record<RecorderVersion, number>;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const saveRecordList = (version: RecorderVersion, ids: readonly string[], storage: Store = localStorage): void => {
  storage.setItem(RECORD_KEYS[version], JSON.stringify(ids));
};

/** The ids of a stored list: non-empty strings, each once, in order, at most MAX_IDS; [] for anything else. */
export const parseRecordList = (version: RecorderVersion, text: string | null): string[] => {
  if (text === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A damaged list plays nothing rather than failing the page.
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  return [...new Set(ids)].slice(0, MAX_IDS[version]);
};

/** Reads the list and removes it from the storage. */
export const readAndRemove = (version: RecorderVersion, storage: Store = localStorage): string[] => {
  const ids = parseRecordList(version, storage.getItem(RECORD_KEYS[version]));
  storage.removeItem(RECORD_KEYS[version]);
  return ids;
};

const taken = new Map<RecorderVersion, string[]>();

/**
 * The list this page load took: the first call reads and removes it, later ones (a re-render, React's
 * development double render) answer the same ids instead of an emptied key.
 */
export const takeRecordList = (version: RecorderVersion): string[] => {
  const known = taken.get(version);
  if (known) return known;
  const ids = readAndRemove(version);
  taken.set(version, ids);
  return ids;
};

/** Items in the order of the saved list (/editor/getScenes answers by id); ids with no item are left out. */
export const inListOrder = <T>(ids: readonly string[], items: readonly T[], idOf: (item: T) => string): T[] => {
  const byID = new Map(items.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => {
    const item = byID.get(id);
    return item === undefined ? [] : [item];
  });
};
