// Full screen of one element with the Fullscreen API; `active` follows the browser, so Escape (which
// the browser handles itself) leaves it too.
import { useCallback, useEffect, useState, type RefObject } from 'react';

export const useFullscreen = (target: RefObject<HTMLElement | null>) => {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const follow = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [target]);
  const toggle = useCallback(() => {
    // A refused request (an iframe without allowfullscreen) leaves the page as it was.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);
  return { active, toggle };
};
