// The cast of the upload tests: the product over HTTP, the admin signed in, a signed-in user without
// any grant, a visitor; and files made for them (a real PNG from sharp, bytes that only claim to be one).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { SESSION_COOKIE } from '@wb/platform';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/startTestApp';
import { startCast, type NewPerson, type Person } from '../shared/people';

export interface UploadsWorld {
  readonly app: TestApp;
  readonly admin: HttpClient;
  readonly nobody: HttpClient;
  readonly anonymous: HttpClient;
  /** Adds a signed-in user with the grants given. */
  add(who: NewPerson): Promise<Person>;
  stop(): Promise<void>;
}

export const startUploadsWorld = async (): Promise<UploadsWorld> => {
  const { app, admin, anonymous, add, stop } = await startCast();
  const nobody = await add({ userID: 2, givenName: 'No', familyName: 'Grants', email: 'nobody@example.com' });
  return { app, admin: admin.client, nobody: nobody.client, anonymous, add, stop };
};

/** A real PNG of noise (it does not compress): about 3 bytes a pixel. */
export const pngOf = (width: number, height: number): Promise<Buffer> =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** Headers a browser sends with the session of this client: its cookie and the product's Origin. */
export const sessionHeaders = (client: HttpClient, extra: Record<string, string> = {}): Record<string, string> => {
  const session = client.cookie(SESSION_COOKIE);
  return { Origin: new URL(client.baseUrl).origin, ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}), ...extra };
};

/** POST /api/v1/upload as a browser's FormData would send it. */
export const uploadForm = async (client: HttpClient, fields: { key?: string; file?: { name: string; bytes: Buffer } }, keyFirst = true) => {
  const form = new FormData();
  const file = fields.file ? new Blob([new Uint8Array(fields.file.bytes)]) : null;
  if (keyFirst && fields.key !== undefined) form.append('key', fields.key);
  if (file && fields.file) form.append('file', file, fields.file.name);
  if (!keyFirst && fields.key !== undefined) form.append('key', fields.key);
  const response = await fetch(`${client.baseUrl}/api/v1/upload`, { method: 'POST', body: form, headers: sessionHeaders(client) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};
