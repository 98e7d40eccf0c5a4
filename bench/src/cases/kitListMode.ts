// Issue 8: "opening a kit of 5,000 files in list mode (time to the first 1000 rows through the API)".
// The whole product (embedded composition) over HTTP: a kit filled with 5,000 files through the API
// (addFilesToKit, 500 a call), then the list view's first page, /assets/getKitFiles {count: 1000},
// read again and again by one user, each answer parsed as the screen would.
import { Calls, Headers as WbHeaders } from '@wb/contracts';
import type { Pool } from 'pg';
import { report } from '../measure';
import { signedInClients } from './apiClient';
import { startEmbeddedApp } from './embeddedApp';
import { waitForReadModels } from './readModels';
import { Latencies, nowMs } from './latency';

const FILES = 5_000;
const PER_CALL = 500;
const FIRST_PAGE = 1_000;
const ROUNDS = Number(process.env.BENCH_KIT_LIST_ROUNDS ?? 30);
const CATCH_UP_TIMEOUT_MS = 120_000;

/** Realistic names: mixed case, separators and numbers. */
const nameOf = (i: number): string => `${['Cell', 'mitosis', 'Leaf_Diagram', 'ATOM-model', 'Water cycle'][i % 5]} ${String(i).padStart(4, '0')}_o_20240101.png`;

export const benchKitListMode = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  const users = await signedInClients(app.url, app.adminEmail, app.adminPassword, 1);
  try {
    const [client] = users.clients;
    if (!client) throw new Error('no client');
    const kit = (await client.ok(`/api${Calls.assets.addKit.path}`, { name: 'Bench List Kit' })).body.kit as { kitID: string };
    let last = 0n;
    const filled = nowMs();
    for (let start = 0; start < FILES; start += PER_CALL) {
      const files = Array.from({ length: PER_CALL }, (_, j) => ({ url: `/api/v1/blobs/assets/bench-${start + j}`, name: nameOf(start + j), type: 'png', size: 1000 + j }));
      const answer = await client.ok(`/api${Calls.assets.addFilesToKit.path}`, { kitID: kit.kitID, files });
      last = BigInt(String(answer.headers[WbHeaders.position.toLowerCase()] ?? '0'));
    }
    report('asset_kit_fill_5000_files', Math.round(nowMs() - filled), 'ms');
    await waitForReadModels(client, pool, last, CATCH_UP_TIMEOUT_MS);
    const latencies = new Latencies();
    for (let round = 0; round < ROUNDS + 3; round += 1) {
      const began = nowMs();
      const answer = await client.ok(`/api${Calls.assets.getKitFiles.path}`, { kitID: kit.kitID, count: FIRST_PAGE });
      const rows = (answer.body as { files: unknown[] }).files.length;
      if (rows !== FIRST_PAGE) throw new Error(`the first page held ${rows} files`);
      // The first rounds warm the caches; they are not counted.
      if (round >= 3) latencies.add(nowMs() - began);
    }
    report('asset_kit_list_first_1000_p50', Number(latencies.percentile(50).toFixed(1)), 'ms');
    report('asset_kit_list_first_1000_p95', Number(latencies.percentile(95).toFixed(1)), 'ms');
  } finally {
    users.close();
    await app.stop();
  }
};
