// The anonymous toggle, remembered in the browser under setting:anonymous-commenting (spec 002
// sections 3 and 6: a per-user toggle persisted locally).
import { useCallback, useState } from 'react';

export const ANONYMOUS_KEY = 'setting:anonymous-commenting';

const read = (): boolean => {
  try {
    return localStorage.getItem(ANONYMOUS_KEY) === 'true';
  } catch {
    return false;
  }
};

export function useAnonymousSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(read);
  const change = useCallback((next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(ANONYMOUS_KEY, String(next));
    } catch {
      // Storage blocked: the toggle holds for this page only.
    }
  }, []);
  return [on, change];
}
