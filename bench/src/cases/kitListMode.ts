// Issue 8: "opening a kit of 5,000 files in list mode (time to the first 1000 rows through the API)".
// The whole product (embedded composition) over HTTP: 5,000 small PNGs uploaded (not timed: a kit
// records only its adder's own uploads), a kit filled with them through the API (addFilesToKit, 500 a
// call, timed), then the list view's first page, /assets/getKitFiles {count: 1000}, read again and
// again by one user, each answer parsed as the screen would.
import { Calls, Headers as WbHeaders } from '@wb/contracts';
import type { Pool } from 'pg';
import { report } from '../measure';
import { signedInClients, type ApiClient } from './apiClient';
import { startEmbeddedApp } from './embeddedApp';
import { waitForReadModels } from './readModels';
import { Latencies, nowMs } from './latency';

const FILES = 5_000;
const PER_CALL = 500;
const FIRST_PAGE = 1_000;
const ROUNDS = Number(process.env.BENCH_KIT_LIST_ROUNDS ?? 30);
const CATCH_UP_TIMEOUT_MS = 120_000;
/** Uploads in flight at once while preparing the files. */
const UPLOADS_AT_ONCE = 8;
/** A real 2 x 2 PNG, so the upload's content check accepts it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** Realistic names: mixed case, separators and numbers. */
const nameOf = (i: number): string => `${['Cell', 'mitosis', 'Leaf_Diagram', 'ATOM-model', 'Water cycle'][i % 5]} ${String(i).padStart(4, '0')}_o_20240101.png`;

/** The addresses of FILES uploads of the PNG, in file order. */
const uploadAll = async (client: ApiClient): Promise<string[]> => {
  const urls: string[] = new Array<string>(FILES);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < FILES; i = next++) urls[i] = await client.upload('asset', nameOf(i), PNG);
  };
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
  return urls;
};

export const benchKitListMode = async (pool: Pool): Promise<void> => {
  const app = await startEmbeddedApp(pool);
  const users = await signedInClients(app.url, app.adminEmail, app.adminPassword, 1);
  try {
    const [client] = users.clients;
    if (!client) throw new Error('no client');
    const kit = (await client.ok(`/api${Calls.assets.addKit.path}`, { name: 'Bench List Kit' })).body.kit as { kitID: string };
    const urls = await uploadAll(client);
    let last = 0n;
    const filled = nowMs();
    for (let start = 0; start < FILES; start += PER_CALL) {
      const files = Array.from({ length: PER_CALL }, (_, j) => ({ url: urls[start + j], name: nameOf(start + j), type: 'png', size: PNG.length }));
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
