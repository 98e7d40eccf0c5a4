// The cast of the upload tests: the product over HTTP, the admin signed in, a signed-in user without
// any grant, a visitor; and files made for them (a real PNG from sharp, bytes that only claim to be one).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { SESSION_COOKIE } from '@wb/platform';
import { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/startTestApp';

export interface UploadsWorld {
  readonly app: TestApp;
  readonly admin: HttpClient;
  readonly nobody: HttpClient;
  readonly anonymous: HttpClient;
  stop(): Promise<void>;
}

export const startUploadsWorld = async (): Promise<UploadsWorld> => {
  const app = await startTestApp();
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const added = await admin.post('/api/admin/addUser', { userID: 2, email: 'nobody@example.com', givenName: 'No', familyName: 'Grants', password: 'a long enough password' });
  if (added.status !== 200) throw new Error(`addUser: ${added.status} ${added.text}`);
  const nobody = new HttpClient(app.url);
  await nobody.signIn('nobody@example.com', 'a long enough password');
  return { app, admin, nobody, anonymous: new HttpClient(app.url), stop: () => app.stop() };
};

/** A real PNG of noise (it does not compress): about 3 bytes a pixel. */
export const pngOf = (width: number, height: number): Promise<Buffer> =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();

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
