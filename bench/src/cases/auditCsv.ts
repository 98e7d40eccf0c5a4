// The audit trail's CSV over the million-event store: the product (its own process, as `npm start`
// runs) answers GET /api/admin/reports/downloadAudit to a signed-in admin, and the bench reads it as a
// browser saves it, counting records. Figures: rows a second over the whole download, and the server's
// resident memory when the download starts and at its peak (sampled from /proc while it streams): a
// streamed report keeps the peak near the start whatever the file's size. When other read models are
// behind the store, the product would spend the download catching them up: the reports routes alone
// answer it then, in a process of their own (auditCsvServer.ts), and the bench says so.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { AuthPaths, reportPath } from '@wb/contracts';
import { report } from '../measure';
import { startEmbeddedApp, type AppReady, type AppRequest, type EmbeddedApp } from './embeddedApp';
import type { MillionStore } from './millionEvents';

/** The issue's floor: a million-row audit streamed at 100,000 rows a second or more. */
const TARGET_ROWS_PER_S = 100_000;
const RSS_SAMPLE_MS = 25;

/** The process's resident set in MB (Linux /proc), or null where there is no /proc. */
const rssOf = (pid: number): number | null => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : null;
  } catch {
    return null;
  }
};

const signIn = (app: EmbeddedApp): Promise<string> =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify({ email: app.adminEmail, password: app.adminPassword });
    const request = http.request(
      `${app.url}${AuthPaths.login}`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: app.url } },
      (res) => {
        res.resume();
        res.on('end', () => {
          const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '').join('; ');
          if (res.statusCode === 200 && cookie) resolve(cookie);
          else reject(new Error(`sign-in answered ${res.statusCode}`));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });

interface Download {
  readonly status: number;
  readonly rows: number;
  readonly bytes: number;
  readonly seconds: number;
}

/** Reads the whole file, counting records (CRLF ends one; line breaks inside cells are bare LF). */
const download = (url: string, cookie: string): Promise<Download> =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { headers: { cookie, origin: new URL(url).origin } }, (res) => {
      let records = 0;
      let bytes = 0;
      let carry = false;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        // A CRLF may be split across chunks: a chunk ending in CR and the next starting with LF.
        if (carry && chunk[0] === 0x0a) records += 1;
        for (let at = chunk.indexOf(0x0d); at !== -1; at = chunk.indexOf(0x0d, at + 1)) if (chunk[at + 1] === 0x0a) records += 1;
        carry = chunk[chunk.length - 1] === 0x0d;
      });
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, rows: Math.max(0, records - 1), bytes, seconds: Number(process.hrtime.bigint() - started) / 1e9 }));
    });
    request.on('error', reject);
  });

interface Server {
  readonly url: string;
  readonly pid: number;
  /** The session cookie of an admin ('' where every request is the admin's). */
  readonly cookie: string;
  stop(): Promise<void>;
}

/** The product with its admin signed in; null when the admin cannot sign in (the store's user 1 is not the bench's admin). */
const startProduct = async (store: MillionStore): Promise<Server | null> => {
  const app = await startEmbeddedApp(store.pool);
  const cookie = await signIn(app).catch(() => null);
  if (cookie === null) {
    await app.stop();
    return null;
  }
  return { url: app.url, pid: app.pid, cookie, stop: () => app.stop() };
};

const startReportsAlone = async (store: MillionStore): Promise<Server> => {
  // BENCH_AUDIT_HEAP_MB caps the server's heap: a download that held the file would fail under a cap
  // far below the file's size, so finishing under one shows what the server keeps live is a page.
  const heapMB = Number(process.env.BENCH_AUDIT_HEAP_MB ?? 0);
  const child = fork(path.join(__dirname, 'auditCsvServer.js'), [], {
    execArgv: heapMB > 0 ? [`--max-old-space-size=${heapMB}`] : [],
    env: { ...process.env, BENCH_APP_DATABASE_URL: store.pool.options.connectionString ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: AppReady) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`the reports server exited with code ${code} before it was ready`)));
  });
  return {
    url,
    pid: child.pid ?? -1,
    cookie: '',
    async stop() {
      if (child.exitCode === null) child.send({ type: 'stop' } satisfies AppRequest);
      await exited;
    },
  };
};

/** `product`: every read model is current, so the product is started; otherwise the reports routes alone. */
export const benchAuditCsv = async (store: MillionStore, product: boolean): Promise<void> => {
  const heapMB = Number(process.env.BENCH_AUDIT_HEAP_MB ?? 0);
  const cap = heapMB > 0 ? `, heap capped at ${heapMB} MB` : '';
  const productServer = product ? await startProduct(store) : null;
  if (product && !productServer) console.log("# audit_csv: the product's admin cannot sign in on this store (its user 1 is the mix's)");
  console.log(`# audit_csv: answered by ${productServer ? 'the product' : `the reports routes alone${product ? '' : ' (other read models are behind the store)'}${cap}`}`);
  const app = productServer ?? (await startReportsAlone(store));
  try {
    const { cookie } = app;
    const start = rssOf(app.pid);
    let peak = start ?? 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(app.pid) ?? 0);
    }, RSS_SAMPLE_MS);
    let result: Download;
    try {
      result = await download(`${app.url}${reportPath('downloadAudit')}`, cookie);
    } finally {
      clearInterval(sampler);
    }
    if (result.status === 404) {
      console.log('# audit_csv: the product does not answer downloadAudit yet (the history area wires it): skipped');
      return;
    }
    if (result.status !== 200) throw new Error(`downloadAudit answered ${result.status}`);
    console.log(`# audit_csv: ${result.rows} rows (${(result.bytes / 1024 / 1024).toFixed(0)} MB) in ${result.seconds.toFixed(1)} s over ${store.events} events; target ${TARGET_ROWS_PER_S} rows/s`);
    report('audit_csv_rows_per_s', Math.round(result.rows / result.seconds), 'rows/s');
    if (start === null) console.log('# audit_csv_peak_rss: no /proc on this system: not measured');
    else {
      report('audit_csv_peak_rss', Math.round(peak), 'MB');
      console.log(`# audit_csv_peak_rss: the server held ${start.toFixed(0)} MB when the download began, ${peak.toFixed(0)} MB at most (+${(peak - start).toFixed(0)} MB)`);
    }
  } finally {
    await app.stop();
  }
};
