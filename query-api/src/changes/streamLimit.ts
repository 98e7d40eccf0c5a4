// At most a few open event streams per session (issue 7: one user held 300). The stream past the
// limit is refused with 429, not the oldest closed: a browser's EventSource reconnects a closed
// stream at once, so closing the oldest would make a sixth tab and the first take turns forever,
// while a refused one stays closed.
export const MAX_STREAMS_PER_SESSION = 5;

export const TOO_MANY_STREAMS = `Too many live update streams are open for this session (at most ${MAX_STREAMS_PER_SESSION}). Close another tab of Whiteboard Studio, then reload this one.`;

export interface StreamLimit {
  /** Takes a place for `key`; false when it holds MAX_STREAMS_PER_SESSION already. */
  open(key: string): boolean;
  /** Gives the place back (once per successful open). */
  close(key: string): void;
}

export const createStreamLimit = (max = MAX_STREAMS_PER_SESSION): StreamLimit => {
  const open = new Map<string, number>();
  return {
    open(key) {
      const held = open.get(key) ?? 0;
      if (held >= max) return false;
      open.set(key, held + 1);
      return true;
    },
    close(key) {
      const held = open.get(key) ?? 0;
      if (held <= 1) open.delete(key);
      else open.set(key, held - 1);
    },
  };
};
