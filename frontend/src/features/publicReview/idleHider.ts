// The full-screen player's timeline hides after 2000 ms without mouse movement and comes back on
// movement (spec 002, "File review screens"). Kept apart from React so the timing is testable with
// fake timers; the hook (useIdleHide) only wires it to state.

/** Spec 002: the timeline hides after 2 seconds without mouse movement. */
export const IDLE_HIDE_MS = 2000;

export interface IdleHider {
  /** The mouse moved: show the controls and restart the wait. */
  moved(): void;
  /** Stop waiting (leaving full screen, unmounting) and show the controls. */
  stop(): void;
}

interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Starts waiting at once: entering full screen counts as the last movement. */
export const startIdleHider = (onHiddenChange: (hidden: boolean) => void, delay = IDLE_HIDE_MS, timers: Timers = globalTimers): IdleHider => {
  let hidden = false;
  let handle: unknown = null;
  const set = (next: boolean) => {
    if (next === hidden) return;
    hidden = next;
    onHiddenChange(next);
  };
  const wait = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = timers.setTimeout(() => {
      handle = null;
      set(true);
    }, delay);
  };
  wait();
  return {
    moved() {
      set(false);
      wait();
    },
    stop() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      set(false);
    },
  };
};
