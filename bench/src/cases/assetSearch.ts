// The asset library's search (issue 8, "Performance"): 100,000 generated files in 50 kits, searched as
// people type, 200 searches a second arriving at random (openLoop.ts), through the FileSearchIndex
// adapter itself: p50/p95/p99, the rate held and the five slowest searches. The PostgreSQL adapter
// always; the Elasticsearch one too when ELASTICSEARCH_URL is set (`_elasticsearch` lines).
import { ElasticsearchFileSearchIndex, FILE_SEARCH_SESSION_OPTIONS, FILE_SEARCH_STATEMENT_TIMEOUT_MS, MAX_FILE_HITS_PER_PAGE, PostgresFileSearchIndex, type FileSearchIndex } from '@wb/platform';
import { Pool } from 'pg';
import { report } from '../measure';
import { generateLibrary, generateQueries, type Library, type TypedQuery } from './assetLibrary';
import { nowMs } from './latency';
import { runOpenLoop } from './openLoop';

const FILES = Number(process.env.BENCH_ASSET_FILES ?? 100_000);
const KITS = 50;
const RATE = Number(process.env.BENCH_ASSET_SEARCH_RATE ?? 200);
const WARMUP_MS = Number(process.env.BENCH_ASSET_WARMUP_MS ?? 3_000);
const MEASURE_MS = Number(process.env.BENCH_ASSET_MEASURE_MS ?? 15_000);
const TARGET_P95_MS = 10;
const SEED_BATCH = 2_000;
/** The file search's own pool in the product (composition.ts): its size and statement timeout. */
export const FILE_SEARCH_POOL = { max: Number(process.env.BENCH_ASSET_POOL ?? 10), statementTimeoutMs: FILE_SEARCH_STATEMENT_TIMEOUT_MS } as const;

/** A figure with a bound it must not pass, printed beside it as reportUnder does: met, or MISSED. */
export const reportAtMost = (name: string, value: number, unit: string, bound: number): void => {
  const verdict = value <= bound ? `# target at most ${bound} ${unit}: met` : `# MISSED: target at most ${bound} ${unit}`;
  console.log(`bench ${name} ${value.toFixed(1)} ${unit} ${verdict}`);
};

export const seedLibrary = async (index: FileSearchIndex, library: Library): Promise<number> => {
  const started = nowMs();
  await index.ensureIndex();
  for (let i = 0; i < library.files.length; i += SEED_BATCH) await index.upsert(library.files.slice(i, i + SEED_BATCH));
  return nowMs() - started;
};

/**
 * A bulk load into PostgreSQL: the adapter's tables without their search indexes, written through
 * its upsert in batches, then the indexes built once (ensureIndex of a new adapter), as a restore
 * would; index by index maintenance of 1.5 million rows would make the seeding the bench's longest part.
 */
export const seedPostgres = async (pool: Pool, make: () => FileSearchIndex, prefix: string, library: Library): Promise<{ index: FileSearchIndex; ms: number }> => {
  const started = nowMs();
  await make().ensureIndex();
  // The adapter's three tables only (a read model's tables may share the prefix), their keys and the
  // file_id indexes the upsert deletes by kept.
  const tables = ['docs', 'terms', 'members'].map((t) => `${prefix}_${t}`);
  const { rows } = await pool.query<{ name: string }>(
    "SELECT indexname AS name FROM pg_indexes WHERE tablename = ANY($1::text[]) AND indexname NOT LIKE '%\\_pkey' AND indexname NOT LIKE '%\\_file'",
    [tables],
  );
  for (const { name } of rows) await pool.query(`DROP INDEX ${name}`);
  const loading = make();
  for (let i = 0; i < library.files.length; i += SEED_BATCH) await loading.upsert(library.files.slice(i, i + SEED_BATCH));
  const index = make();
  await index.ensureIndex();
  return { index, ms: nowMs() - started };
};

/** The warm-up sweep: every query once, one at a time (also fills the caches, as a running server has them). */
const sweep = async (index: FileSearchIndex, queries: readonly TypedQuery[]): Promise<{ found: number; meanMs: number }> => {
  let found = 0;
  const started = nowMs();
  for (const q of queries) {
    const result = await index.search({ text: q.text, sortBy: 'relevance', start: 0, count: MAX_FILE_HITS_PER_PAGE });
    if (result.hits.length > 0) found += 1;
  }
  return { found, meanMs: (nowMs() - started) / queries.length };
};

export const measureEngine = async (name: string, suffix: string, index: FileSearchIndex, queries: readonly TypedQuery[]): Promise<void> => {
  const swept = await sweep(index, queries.slice(0, 1_000));
  console.log(`# ${name}: one at a time, ${swept.meanMs.toFixed(2)} ms a search on average; ${swept.found} of ${Math.min(1_000, queries.length)} queries found something`);
  const run = await runOpenLoop(
    { ratePerSecond: RATE, warmupMs: WARMUP_MS, measureMs: MEASURE_MS, maxInFlight: 200 },
    (n) => queries[n % queries.length]!,
    (q) => index.search({ text: q.text, sortBy: 'relevance', start: 0, count: MAX_FILE_HITS_PER_PAGE }),
  );
  const p = (n: number): string => run.latencies.percentile(n).toFixed(2);
  console.log(`# ${name}: ${run.latencies.count} searches measured at ${RATE}/s offered: p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms; shed ${run.shed}, errors ${run.errors}`);
  console.log(`# ${name}: slowest: ${run.slowest.map((s) => `'${s.item.text}' (${s.item.kind}) ${s.ms.toFixed(1)} ms`).join(', ')}`);
  report(`asset_search_engine_p50${suffix}`, run.latencies.percentile(50), 'ms');
  report(`asset_search_engine_p99${suffix}`, run.latencies.percentile(99), 'ms');
  reportAtMost(`asset_search_engine_p95${suffix}`, run.latencies.percentile(95), 'ms', TARGET_P95_MS);
  report(`asset_search_rate${suffix}`, Math.round(run.ratePerSecond), 'searches/s');
};

/** The generated library and what people type into it, the same for every case. */
export const assetSearchWorkload = (): { library: Library; queries: TypedQuery[] } => {
  const library = generateLibrary(FILES, KITS);
  return { library, queries: generateQueries(library, 4_000) };
};

export const benchAssetSearch = async (serverPool: Pool, { library, queries }: { library: Library; queries: TypedQuery[] }): Promise<void> => {
  const url = serverPool.options.connectionString;
  // The product's file search pool: its own connections, each statement bounded.
  const pool = new Pool({ connectionString: url, max: FILE_SEARCH_POOL.max, statement_timeout: FILE_SEARCH_POOL.statementTimeoutMs, options: FILE_SEARCH_SESSION_OPTIONS });
  pool.on('error', () => undefined);
  try {
    const { index: postgres, ms: seededMs } = await seedPostgres(serverPool, () => new PostgresFileSearchIndex(serverPool, { prefix: 'bench_files', searchPool: pool }), 'bench_files', library);
    // What autovacuum does within a minute of a bulk load on a running server: planner statistics, and
    // the visibility map that lets the walks read their indexes only.
    await serverPool.query('VACUUM ANALYZE');
    console.log(`# asset search: ${FILES} files in ${KITS} kits written through the PostgreSQL adapter in ${(seededMs / 1000).toFixed(1)} s`);
    await measureEngine('PostgreSQL', '', postgres, queries);
  } finally {
    await pool.end();
  }
  const esUrl = process.env.ELASTICSEARCH_URL;
  if (!esUrl) {
    console.log('# asset search: ELASTICSEARCH_URL not set, the Elasticsearch adapter is not measured');
    return;
  }
  const elastic = new ElasticsearchFileSearchIndex(esUrl, `wbbench_${Date.now()}_`);
  try {
    const seededMs = await seedLibrary(elastic, library);
    console.log(`# asset search: ${FILES} files written to Elasticsearch in ${(seededMs / 1000).toFixed(1)} s`);
    await measureEngine('Elasticsearch', '_elasticsearch', elastic, queries);
  } finally {
    await elastic.drop();
    await elastic.close();
  }
};
