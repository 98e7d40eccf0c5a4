// The exporter's address and how a screen opens it (spec 002 route table: /exporter?v=1 or v=2, opened
// in a new window): the list goes to the browser's storage first, where the new window takes it.
import { saveRecordList, type RecorderVersion } from './recordList';

/**
 * ?v=2 plays scenes, anything else files (v=1 is the default); ?autoplay=1 (or true) plays at once;
 * ?key= is an automation access key ('' when none).
 */
export const recorderFieldsOf = (query: string): { version: RecorderVersion; autoplay: boolean; key: string } => {
  const search = new URLSearchParams(query);
  const autoplay = search.get('autoplay');
  return { version: search.get('v') === '2' ? 2 : 1, autoplay: autoplay === '1' || autoplay === 'true', key: search.get('key') ?? '' };
};

export const recorderPath = (version: RecorderVersion): string => `/exporter?v=${version}`;

/** Saves the ids under the screen-record key and opens the exporter in a new window. */
export const openRecorder = (version: RecorderVersion, ids: readonly string[]): void => {
  saveRecordList(version, ids);
  window.open(`#${recorderPath(version)}`, '_blank', 'noopener');
};
