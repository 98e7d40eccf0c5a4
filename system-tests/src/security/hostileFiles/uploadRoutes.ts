// The ways a file reaches the product's storage, each answering what the server said: the plain
// multipart form (as the browser's FormData sends it, the name in RFC 5987 form so that any character
// arrives as typed), tus (created, then sent in one PATCH), and what each leaves behind: the files
// under the app's blob folder and the events appended since a position.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Pool } from 'pg';
import { sessionHeaders } from '../../acceptance/uploads/uploadsWorld';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/startTestApp';
import { waitFor } from '../../testing/waitFor';

export interface Outcome {
  readonly status: number;
  readonly msg: string | null;
  /** The stored file's address, when it was stored. */
  readonly url: string | null;
}

const outcomeOf = async (response: Response): Promise<Outcome> => {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { url?: string; error?: { msg?: string } };
    return { status: response.status, msg: body.error?.msg ?? null, url: body.url ?? null };
  } catch {
    return { status: response.status, msg: null, url: null };
  }
};

const BOUNDARY = 'hostileFilesBOUNDARY';

export const sendForm = async (app: TestApp, who: HttpClient, purpose: string, name: string, bytes: Buffer): Promise<Outcome> => {
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${purpose}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(name)}\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return outcomeOf(
    await fetch(`${app.url}/api/v1/upload`, {
      method: 'POST',
      headers: sessionHeaders(who, { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }),
      body: new Uint8Array(body),
    }),
  );
};

const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Creates the upload and, when that is taken, sends all of it in one PATCH: the first refusal is the answer. */
export const sendTus = async (app: TestApp, who: HttpClient, purpose: string, name: string, bytes: Buffer): Promise<Outcome> => {
  const created = await fetch(`${app.url}/api/v1/tusupload/`, {
    method: 'POST',
    headers: sessionHeaders(who, { ...TUS, 'Upload-Length': String(bytes.length), 'Upload-Metadata': `name ${b64(name)},key ${b64(purpose)}` }),
  });
  if (created.status !== 201) return outcomeOf(created);
  await created.arrayBuffer();
  return outcomeOf(
    await fetch(`${app.url}${created.headers.get('location') ?? ''}`, {
      method: 'PATCH',
      headers: sessionHeaders(who, { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }),
      body: new Uint8Array(bytes),
    }),
  );
};

export type UploadRoute = typeof sendForm;
export const UPLOAD_ROUTES: readonly (readonly [string, UploadRoute])[] = [
  ['form', sendForm],
  ['tus', sendTus],
];

/** Every file under the app's blob folder (stored files, their metadata, staging parts, temporary writes). */
export const storedBlobs = async (app: TestApp): Promise<string[]> => {
  const folder = path.join(app.dataDir, 'blobs');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)))
    .sort();
};

/** The types of the events appended after `position`, in order. */
export const eventTypesAfter = async (app: TestApp, position: bigint): Promise<string[]> => {
  const pool = new Pool({ connectionString: app.databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ type: string }>('SELECT type FROM events WHERE global_position > $1 ORDER BY global_position', [position.toString()]);
    return rows.map((r) => r.type);
  } finally {
    await pool.end();
  }
};

/**
 * What a refused upload may leave in the log: a resumable upload holds its declared size while it
 * runs (UploadSpaceReserved) and gives it back when refused (UploadSpaceReleased). Nothing else.
 */
export const spaceHeldAndGivenBack = (types: readonly string[]): boolean =>
  types.every((t) => t === 'UploadSpaceReserved' || t === 'UploadSpaceReleased') && types.filter((t) => t === 'UploadSpaceReserved').length === types.filter((t) => t === 'UploadSpaceReleased').length;

/** Waits (up to `ms`) until `probe` answers true: a refused upload's partial write is dropped as the answer goes out. */
export const eventually = (probe: () => Promise<boolean>, ms = 30_000): Promise<boolean> =>
  waitFor(probe, { timeoutMs: ms, what: 'the refused upload to leave nothing', everyMs: 50 }).then(
    () => true,
    () => false,
  );
