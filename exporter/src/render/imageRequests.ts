// Images of the scene reach the page from the caller (the BlobStore), not from the server over HTTP:
// the exporter's browser has no session, and the bytes are already at hand. Every other request (the
// client's own files) goes on as asked.
import type { HTTPRequest, Page } from 'puppeteer-core';

/** The bytes of the image at `url` (the absolute address the page asks for), or null when there is none. */
export type FetchImage = (url: string) => Buffer | null | Promise<Buffer | null>;

const SIGNATURES: readonly [string, (b: Buffer) => boolean][] = [
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8],
  ['image/gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  ['image/webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
];

/** The type from the bytes themselves (a stored blob's name says nothing reliable); SVG as text. */
export const imageTypeOf = (bytes: Buffer): string => {
  for (const [type, matches] of SIGNATURES) if (matches(bytes)) return type;
  return /<svg[\s>]/i.test(bytes.subarray(0, 1024).toString('utf8')) ? 'image/svg+xml' : 'application/octet-stream';
};

const answer = async (request: HTTPRequest, fetchImage: FetchImage): Promise<void> => {
  // A store that fails answers like a missing image: the frame is drawn without it, as the player does.
  const bytes = await Promise.resolve()
    .then(() => fetchImage(request.url()))
    .catch(() => null);
  // The page loads images with crossOrigin first (to keep its canvas readable): allow any origin.
  const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
  if (!bytes) await request.respond({ status: 404, headers, body: '' });
  else await request.respond({ status: 200, headers, contentType: imageTypeOf(bytes), body: bytes });
};

export const serveImagesFrom = async (page: Page, fetchImage: FetchImage): Promise<void> => {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const handled = request.resourceType() === 'image' && !request.url().startsWith('data:') ? answer(request, fetchImage) : request.continue();
    // A request the page gave up on (closed, navigated away) cannot be answered: nothing to do.
    handled.catch(() => undefined);
  });
};
