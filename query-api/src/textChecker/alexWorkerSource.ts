// The code of the thread that runs alex. It is text handed to `new Worker(..., { eval: true })`, not a
// module of its own: a worker file would have to exist as compiled JavaScript both in dist/ and
// beside the TypeScript sources that tests run. alex is ESM-only, so the thread imports it by the
// file address the main thread resolved.
export const ALEX_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const alex = import(pathToFileURL(workerData.alexEntry).href);
const numberOr = (v) => (typeof v === 'number' ? v : null);
parentPort.on('message', async ({ id, text }) => {
  try {
    const { text: check } = await alex;
    const findings = check(text).messages.map((m) => ({
      reason: String(m.reason),
      actual: typeof m.actual === 'string' ? m.actual : null,
      expected: Array.isArray(m.expected) ? m.expected.map(String) : null,
      start: numberOr(m.place && m.place.start ? m.place.start.offset : m.position && m.position.start ? m.position.start.offset : null),
      end: numberOr(m.place && m.place.end ? m.place.end.offset : m.position && m.position.end ? m.position.end.offset : null),
      profanitySeverity: numberOr(m.profanitySeverity),
    }));
    parentPort.postMessage({ id, findings });
  } catch (e) {
    parentPort.postMessage({ id, error: String((e && e.message) || e) });
  }
});
`;
