// The asset search through the query API (issue 8: "at most 20 ms through the query API"): the product
// started as in production (embeddedApp.ts) on a database holding the 100,000 generated files, 50
// signed-in users sending /files/searchFiles at 200 searches a second in all (Poisson arrivals, latency
// from the scheduled arrival). The files are written straight into the fileSearch read model's tables
// (the index through its adapter, the file models by SQL), as a restore would: projecting 500,000
// events first would make the seeding the bench's longest part, and is measured by catch_up_product.
import { Calls, type AssetFile } from '@wb/contracts';
import { PostgresFileSearchIndex, type FileDocument } from '@wb/platform';
import type { Pool } from 'pg';
import { report } from '../measure';
import { signedInClients } from './apiClient';
import { reportCpu, startCpuMeter } from './cpu';
import type { Library, TypedQuery } from './assetLibrary';
import { startEmbeddedApp } from './embeddedApp';
import { runOpenLoop } from './openLoop';
import { reportAtMost, seedPostgres } from './assetSearch';

const USERS = 50;
const RATE = Number(process.env.BENCH_ASSET_SEARCH_RATE ?? 200);
const WARMUP_MS = Number(process.env.BENCH_ASSET_WARMUP_MS ?? 3_000);
const MEASURE_MS = Number(process.env.BENCH_ASSET_MEASURE_MS ?? 15_000);
const TARGET_P95_MS = 20;
const SEARCH = `/api${Calls.files.searchFiles.path}`;

const modelOf = (d: FileDocument): AssetFile => ({
  fileID: d.fileID,
  uuid: `u-${d.fileID}`,
  name: d.name,
  type: d.type,
  status: d.status,
  createdOn: d.createdOn,
  modified: d.createdOn,
  projectID: null,
  data: { url: `/api/v1/blobs/assets/${d.fileID}`, size: 1000, projectAssetType: null, user: { id: 1, name: 'Bench' }, versions: [] },
  tags: [...d.tags],
  projects: [],
  kits: d.kits.map((k) => ({ kitID: k.kitID, name: k.name, directoryID: k.directoryID, linkID: `l-${d.fileID}-${k.kitID}` })),
  directories: [],
});

export const seedModels = async (pool: Pool, library: Library): Promise<void> => {
  for (let i = 0; i < library.files.length; i += 5_000) {
    const models = library.files.slice(i, i + 5_000).map(modelOf);
    await pool.query(
      `INSERT INTO file_search_files (file_id, model, kit_ids, directory_ids, project_ids)
       SELECT f.model->>'fileID', f.model, ARRAY(SELECT jsonb_array_elements(f.model->'kits')->>'kitID'), '{}', '{}' FROM unnest($1::jsonb[]) AS f(model)`,
      [models.map((m) => JSON.stringify(m))],
    );
  }
};

export const benchAssetSearchHttp = async (pool: Pool, library: Library, queries: readonly TypedQuery[]): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  try {
    // The app has created the read model's tables; the index's are created by the adapter.
    const { ms } = await seedPostgres(pool, () => new PostgresFileSearchIndex(pool), 'file_search', library);
    await seedModels(pool, library);
    await pool.query('VACUUM ANALYZE');
    console.log(`# asset search over HTTP: ${library.files.length} files written in ${(ms / 1000).toFixed(1)} s`);
    const users = await signedInClients(app.url, app.adminEmail, app.adminPassword, USERS);
    try {
      // CPU and statements per search, warm-up included (as the queries case does): on shared cores the
      // latency moves with other people's work, these do not.
      let sent = 0;
      const meter = await startCpuMeter(app, pool);
      const run = await runOpenLoop(
        { ratePerSecond: RATE, warmupMs: WARMUP_MS, measureMs: MEASURE_MS, maxInFlight: 400 },
        (n) => ({ user: n % USERS, query: queries[n % queries.length]! }),
        ({ user, query }) => {
          sent += 1;
          return users.clients[user]!.ok(SEARCH, { text: query.text, count: 50 }, {}, false);
        },
      );
      const cpu = await meter.stop();
      const p = (n: number): string => run.latencies.percentile(n).toFixed(2);
      console.log(
        `# asset search over HTTP: ${run.latencies.count} searches by ${USERS} users at ${RATE}/s offered: p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms; shed ${run.shed}, errors ${run.errors}`,
      );
      console.log(`# asset search over HTTP: slowest: ${run.slowest.map((s) => `'${s.item.query.text}' ${s.ms.toFixed(1)} ms`).join(', ')}`);
      report('asset_search_http_p50', run.latencies.percentile(50), 'ms');
      reportAtMost('asset_search_http_p95', run.latencies.percentile(95), 'ms', TARGET_P95_MS);
      report('asset_search_http_rate', Math.round(run.ratePerSecond), 'searches/s');
      reportCpu('asset_search_http', cpu, sent);
    } finally {
      users.close();
    }
  } finally {
    await app.stop();
  }
};
