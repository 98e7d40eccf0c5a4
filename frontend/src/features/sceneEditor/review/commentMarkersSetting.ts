// Whether the timeline shows comment markers, remembered in the browser under timelineCommentsVisible
// (spec 002 "Local settings"); shown unless turned off.
import { useCallback, useState } from 'react';

export const MARKERS_KEY = 'timelineCommentsVisible';

export const readMarkersVisible = (storage: Pick<Storage, 'getItem'> = localStorage): boolean => {
  try {
    return storage.getItem(MARKERS_KEY) !== 'false';
  } catch {
    return true;
  }
};

export function useCommentMarkersVisible(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readMarkersVisible());
  const change = useCallback((next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(MARKERS_KEY, String(next));
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
  }, []);
  return [on, change];
}
