import { createJsonParsePool, type JsonParsePool } from './parsePool';

const LIMITS = { maxDepth: 100, maxNodes: 2_000_000, maxKeys: 10_000 };
let pool: JsonParsePool;
afterEach(async () => {
  await pool?.close();
});

describe('the JSON parse pool', () => {
  it('parses and guards a body in a worker thread', async () => {
    pool = createJsonParsePool({ workers: 1 });
    const body = { elements: Array.from({ length: 5000 }, (_, i) => ({ id: `e${i}`, x: i, label: 'Tide ✓' })) };
    await expect(pool.parse(Buffer.from(JSON.stringify(body)), LIMITS)).resolves.toEqual({ ok: true, value: body });
    await expect(pool.parse(Buffer.from('{"a":{"b":"\\u0000"}}'), LIMITS)).resolves.toEqual({ ok: false, refusal: 'nul', path: 'a.b' });
  });

  it('keeps the event loop free while a large body is parsed', async () => {
    pool = createJsonParsePool({ workers: 1 });
    const big = Buffer.from(JSON.stringify({ rows: Array.from({ length: 400_000 }, (_, i) => ({ i, t: 'text of a row' })) }));
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    const outcome = await pool.parse(big, LIMITS);
    clearInterval(timer);
    expect(outcome.ok).toBe(true);
    // The timer kept firing while the worker parsed: the loop was never held for the whole parse.
    expect(ticks).toBeGreaterThan(3);
  });

  it('refuses as busy past its queue, and answers the queued ones', async () => {
    pool = createJsonParsePool({ workers: 1, maxQueued: 1 });
    const body = Buffer.from(JSON.stringify({ rows: Array.from({ length: 100_000 }, (_, i) => i) }));
    const answers = await Promise.all([0, 1, 2, 3].map(() => pool.parse(Buffer.from(body), LIMITS)));
    expect(answers.filter((a) => a.ok)).toHaveLength(2);
    expect(answers.filter((a) => !a.ok && a.refusal === 'busy')).toHaveLength(2);
  });

  it('refuses a body whose parse outgrows the worker heap, and parses the next one in a new worker', async () => {
    // 64 MB leaves room to load the parser and the call schemas (a smaller heap can fail at start, which
    // would be refused as too large for the wrong reason); the first small body proves the worker starts.
    pool = createJsonParsePool({ workers: 1, workerHeapMb: 64 });
    await expect(pool.parse(Buffer.from('{"a":0}'), LIMITS)).resolves.toEqual({ ok: true, value: { a: 0 } });
    // Many arrays of 10,000 objects rather than one of millions: Node turns only some shapes of a worker's
    // heap overflow into ERR_WORKER_OUT_OF_MEMORY, and one huge array can abort the process instead
    // (nodejs/node#47224). The byte scan's bound on values keeps real bodies far below the heap limit.
    const chunk = `[${Array(10_000).fill('{}').join(',')}]`;
    const huge = Buffer.from(`{"a":[${Array(300).fill(chunk).join(',')}]}`);
    await expect(pool.parse(huge, { maxDepth: 100, maxNodes: 10_000_000, maxKeys: 10_000 })).resolves.toEqual({ ok: false, refusal: 'tooLarge', path: '_' });
    await expect(pool.parse(Buffer.from('{"a":1}'), LIMITS)).resolves.toEqual({ ok: true, value: { a: 1 } });
  }, 30_000);
});
