// While `active` (full screen), `hidden` turns true 2000 ms after the last mouse movement reported
// with `moved`; leaving full screen shows the controls again.
import { useEffect, useRef, useState } from 'react';
import { startIdleHider, type IdleHider } from './idleHider';

export const useIdleHide = (active: boolean) => {
  const [hidden, setHidden] = useState(false);
  const hider = useRef<IdleHider | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const started = startIdleHider(setHidden);
    hider.current = started;
    return () => {
      started.stop();
      hider.current = null;
    };
  }, [active]);
  return { hidden: active && hidden, moved: () => hider.current?.moved() };
};
