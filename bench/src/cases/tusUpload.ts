// A 200 MB file sent with tus to the embedded product, as the client sends it (one PATCH: the spec's
// chunk size, 300,000,000 bytes, is larger), from creation to the answer with the stored file's URL
// (the parts joined under the server-made key included). The product's resident memory is sampled
// every 20 ms meanwhile: uploads must stream, so its peak stays far below the file's size.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { AuthPaths, UploadPaths } from '@wb/contracts';
import { startEmbeddedApp } from './embeddedApp';

const FILE_MB = 200;
const CHUNK = 1024 * 1024;

const residentMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

const signIn = async (url: string, email: string, password: string): Promise<string> => {
  const answer = await fetch(`${url}${AuthPaths.login}`, { method: 'POST', headers: { 'content-type': 'application/json', Origin: url }, body: JSON.stringify({ email, password }) });
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!answer.ok || !cookie) throw new Error(`bench sign-in failed: ${answer.status}`);
  return cookie;
};

/** Sends `size` bytes of text (a repeated random line: a .txt asset) with backpressure; resolves with the answer. */
const sendPatch = (url: string, location: string, cookie: string, size: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const target = new URL(`${url}${location}`);
    const line = Buffer.from(
      `${randomBytes(CHUNK / 2)
        .toString('hex')
        .slice(0, CHUNK - 1)}\n`,
    );
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'PATCH',
        headers: { cookie, Origin: url, 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(size) },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    request.on('error', reject);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const piece = line.subarray(0, Math.min(CHUNK, size - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });

export const benchTusUpload = async (pool: Pool): Promise<void> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wb-bench-uploads-'));
  const app = await startEmbeddedApp(pool, { dataDir });
  try {
    const cookie = await signIn(app.url, app.adminEmail, app.adminPassword);
    const size = FILE_MB * 1024 * 1024;
    const before = residentMb(app.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(app.pid));
    }, 20);
    const started = performance.now();
    const metadata = [`name ${Buffer.from('bench.txt').toString('base64')}`, `key ${Buffer.from('asset').toString('base64')}`].join(',');
    const created = await fetch(`${app.url}${UploadPaths.tus}/`, {
      method: 'POST',
      headers: { cookie, Origin: app.url, 'Tus-Resumable': '1.0.0', 'Upload-Length': String(size), 'Upload-Metadata': metadata },
    });
    const location = created.headers.get('location');
    if (created.status !== 201 || !location) throw new Error(`tus creation answered ${created.status}`);
    const finished = await sendPatch(app.url, location, cookie, size);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, residentMb(app.pid));
    if (finished.status !== 200) throw new Error(`the upload answered ${finished.status}: ${finished.body}`);
    console.log(`# tus upload of ${FILE_MB} MB in one PATCH: ${seconds.toFixed(2)} s; server RSS ${before.toFixed(0)} MB before`);
    console.log(`bench upload_tus_throughput ${(FILE_MB / seconds).toFixed(1)} MB/s`);
    console.log(`bench upload_tus_peak_rss ${peak.toFixed(0)} MB`);
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};
