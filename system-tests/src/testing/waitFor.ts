// Waits for a condition by polling it, never by sleeping a fixed time and hoping.

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` until it answers true; throws naming `what` once `timeoutMs` has passed. Answers the wait in ms. */
export const waitFor = async (condition: () => Promise<boolean>, { timeoutMs, what, everyMs = 100 }: { timeoutMs: number; what: string; everyMs?: number }): Promise<number> => {
  const started = Date.now();
  for (;;) {
    if (await condition()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`Gave up waiting for ${what} after ${timeoutMs} ms`);
    await pause(everyMs);
  }
};
