// The upload endpoints on a bare express app over a fresh database on the real PostgreSQL, with a
// quota of 200 KB so that it can be reached: each purpose's grant, checked before a byte is stored;
// the quota, counted from the uploads stream, refused before the upload starts when the declared size
// does not fit and cut off while streaming when no size was declared; root not bound by it.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { LocalBlobStore, PostgresEventStore, apiErrorHandler, createTestDatabase, silentLogger, type TestDatabase } from '@wb/platform';
import { uploadRouter } from './uploadRouter';

jest.setTimeout(60_000);

const KB = 1024;
const QUOTA = 200 * KB;
const EDITOR = 2;
const ROOT = 3;
const NOBODY = 4;
const GRANTS: Record<number, string[]> = { [EDITOR]: ['content.assets-edit'], [ROOT]: ['root'], [NOBODY]: [] };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

let db: TestDatabase;
let eventStore: PostgresEventStore;
let root: string;
let server: Server;
let url: string;

beforeEach(async () => {
  db = await createTestDatabase('wbupl');
  eventStore = await PostgresEventStore.create(db.pool);
  root = await mkdtemp(path.join(tmpdir(), 'wb-uploads-'));
  const logger = silentLogger();
  const app = express();
  app.use((req, res, next) => {
    res.locals.requestId = randomUUID();
    const user = req.get('X-Test-User');
    if (user !== undefined) res.locals.userID = Number(user);
    next();
  });
  const accessOf = async (userID: number) => (GRANTS[userID] ? { grants: GRANTS[userID], deactivated: false } : null);
  app.use(uploadRouter({ blobs: new LocalBlobStore(root), eventStore, logger, accessOf, uploadQuotaBytes: QUOTA }));
  app.use(apiErrorHandler(logger));
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await eventStore.close();
  await db.drop();
  await rm(root, { recursive: true, force: true });
});

const text = (bytes: number) => Buffer.alloc(bytes, 'a');
type Answer = { status: number; body: { url?: string; error?: { msg: string; code: string; fields: Record<string, string>; details?: Record<string, unknown> } } };
const answerOf = async (response: Response): Promise<Answer> => ({ status: response.status, body: JSON.parse((await response.text()) || 'null') as Answer['body'] });

const upload = async (as: number, key: string, name: string, bytes: Buffer): Promise<Answer> => {
  const form = new FormData();
  form.append('key', key);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return answerOf(await fetch(`${url}/api/v1/upload`, { method: 'POST', body: form, headers: { 'X-Test-User': String(as) } }));
};

/** A form sent in chunks, without Content-Length: its size is known only once it has all arrived. */
const uploadUndeclared = async (as: number, key: string, name: string, bytes: Buffer): Promise<Answer> => {
  const boundary = 'undeclaredBOUNDARY';
  const parts = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${key}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
    ...Array.from({ length: Math.ceil(bytes.length / (16 * KB)) }, (_, i) => bytes.subarray(i * 16 * KB, (i + 1) * 16 * KB)),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  const body = new ReadableStream({
    pull(controller) {
      const next = parts.shift();
      if (next) controller.enqueue(new Uint8Array(next));
      else controller.close();
    },
  });
  return answerOf(
    await fetch(`${url}/api/v1/upload`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'X-Test-User': String(as), 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit),
  );
};

const b64 = (value: string) => Buffer.from(value).toString('base64');
const TUS = { 'Tus-Resumable': '1.0.0' };
const createTus = async (as: number, size: number, metadata: Record<string, string>) => {
  const response = await fetch(`${url}/api/v1/tusupload/`, {
    method: 'POST',
    headers: {
      ...TUS,
      'X-Test-User': String(as),
      'Upload-Length': String(size),
      'Upload-Metadata': Object.entries(metadata)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
    },
  });
  return { status: response.status, location: response.headers.get('location') ?? '', body: JSON.parse((await response.text()) || 'null') as Answer['body'] };
};

// The committed rows, read from the table: the store's readAll stops before any transaction still open on
// the server, in any database, so a neighbouring suite could hold back what this one just appended
// (docs/decisions/event-store.md, "Event store contract cases wait until the log is readable").
const storedEvents = async () =>
  (await db.pool.query<{ streamId: string; data: unknown }>(`SELECT stream_id AS "streamId", data FROM events WHERE type = 'UploadStored' ORDER BY global_position`)).rows;
const storedFiles = async () => (await readdir(path.join(root, 'data', 'asset'), { recursive: true }).catch(() => [])).filter((f) => /\.(txt|md)$/.test(String(f)));

describe("each purpose's grant", () => {
  it('refuses an upload without the grant of its purpose with 403 naming the grant, as the call router does, and stores nothing', async () => {
    const refused = await upload(NOBODY, 'asset', 'notes.txt', text(100));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'forbidden', msg: 'You need the grant content.assets-edit for that. Contact an admin.', details: { grant: 'content.assets-edit' } });
    const design = await createTus(NOBODY, 300 * KB, { name: 'poster.afdesign', key: 'design' });
    expect(design.status).toBe(403);
    expect(design.body.error?.details).toEqual({ grant: 'content.assets-edit' });
    expect(await storedFiles()).toEqual([]);
  });

  it('lets any signed-in user set an avatar, and nobody upload for a purpose no browser uploads for', async () => {
    expect((await upload(NOBODY, 'avatar', 'me.png', PNG)).status).toBe(200);
    const sceneImage = await upload(ROOT, 'sceneImage', 'picture.png', PNG);
    expect([sceneImage.status, sceneImage.body.error?.msg]).toEqual([400, 'Wrong file type.']);
  });
});

describe("each user's quota", () => {
  it('stores files while they fit, recorded in the uploads stream, and refuses the one that would pass it while it streams', async () => {
    expect((await upload(EDITOR, 'asset', 'first.txt', text(150 * KB))).status).toBe(200);
    expect((await storedEvents()).map((e) => [e.streamId, (e.data as { bytes: number }).bytes])).toEqual([[`uploads-${EDITOR}`, 150 * KB]]);
    const refused = await upload(EDITOR, 'asset', 'second.txt', text(60 * KB));
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatchObject({ code: 'uploadQuotaExceeded', msg: 'That file does not fit in your upload space (50 KB left of 200 KB).' });
    expect(await storedFiles()).toHaveLength(1);
    expect(await storedEvents()).toHaveLength(1);
    expect((await upload(EDITOR, 'asset', 'third.txt', text(50 * KB))).status).toBe(200);
  });

  it('refuses a form plainly larger than what is left before reading it', async () => {
    const refused = await upload(EDITOR, 'asset', 'big.txt', text(300 * KB));
    expect([refused.status, refused.body.error?.msg]).toEqual([413, 'That file does not fit in your upload space (200 KB left of 200 KB).']);
    expect(await storedFiles()).toEqual([]);
  });

  it('cuts off an upload of undeclared length at what is left', async () => {
    const refused = await uploadUndeclared(EDITOR, 'asset', 'endless.txt', text(250 * KB));
    expect([refused.status, refused.body.error?.code]).toEqual([413, 'uploadQuotaExceeded']);
    expect(await storedFiles()).toEqual([]);
    expect(await storedEvents()).toEqual([]);
    expect((await uploadUndeclared(EDITOR, 'asset', 'small.txt', text(20 * KB))).status).toBe(200);
  });

  it('refuses a resumable upload whose declared length does not fit, before any byte is sent', async () => {
    const refused = await createTus(EDITOR, 250 * KB, { name: 'long.txt', key: 'asset' });
    expect([refused.status, refused.body.error?.msg]).toEqual([413, 'That file does not fit in your upload space (200 KB left of 200 KB).']);
  });

  it('holds the declared length of a resumable upload under way, and frees it when the upload is cancelled', async () => {
    const begun = await createTus(EDITOR, 150 * KB, { name: 'half.txt', key: 'asset' });
    expect(begun.status).toBe(201);
    expect((await upload(EDITOR, 'asset', 'meanwhile.txt', text(60 * KB))).status).toBe(413);
    const cancelled = await fetch(`${url}${begun.location}`, { method: 'DELETE', headers: { ...TUS, 'X-Test-User': String(EDITOR) } });
    expect(cancelled.status).toBe(204);
    expect((await upload(EDITOR, 'asset', 'meanwhile.txt', text(60 * KB))).status).toBe(200);
  });

  it('counts a finished resumable upload once, against its own reservation', async () => {
    const begun = await createTus(EDITOR, 150 * KB, { name: 'whole.txt', key: 'asset' });
    const finished = await fetch(`${url}${begun.location}`, {
      method: 'PATCH',
      headers: { ...TUS, 'X-Test-User': String(EDITOR), 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(text(150 * KB)),
    });
    expect(finished.status).toBe(200);
    expect((await storedEvents()).map((e) => (e.data as { bytes: number }).bytes)).toEqual([150 * KB]);
    expect((await upload(EDITOR, 'asset', 'rest.txt', text(50 * KB))).status).toBe(200);
  });

  it('does not bind root', async () => {
    expect((await upload(ROOT, 'asset', 'archive.txt', text(250 * KB))).status).toBe(200);
    expect((await createTus(ROOT, 250 * KB, { name: 'more.txt', key: 'asset' })).status).toBe(201);
  });
});
