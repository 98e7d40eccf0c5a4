// Draws credits.png: the product's own credits exporter page (/creditsexporter?projectID=&key=) in
// headless Chromium, given a short-lived automation key instead of a session. The page's pictures
// (partner logos) are served to it from the BlobStore by request interception, as the page holds no
// session to read them with; it says it is ready with window.__creditsLoaded once every image has loaded.
import { buffer } from 'node:stream/consumers';
import { CreditsLimits, blobKeyOfUrl, purposeOfBlobKey } from '@wb/contracts';
import { launchChromium, type BlobStore } from '@wb/platform';

export interface CreditsImageRequest {
  /** The product's address as a browser reaches it (PUBLIC_URL). */
  readonly appUrl: string;
  readonly projectID: string;
  /** An automation key of scope credits, valid for a few minutes. */
  readonly key: string;
  readonly blobs: BlobStore;
  readonly timeoutMs?: number;
}

const LOAD_TIMEOUT_MS = 30_000;

export const creditsExporterUrl = (appUrl: string, projectID: string, key: string): string => `${appUrl}/#/creditsexporter?projectID=${encodeURIComponent(projectID)}&key=${encodeURIComponent(key)}`;

/** The bytes of a stored upload the page asks for, or null for any other address. */
const storedBytes = async (blobs: BlobStore, url: string): Promise<{ body: Buffer; contentType: string } | null> => {
  const key = blobKeyOfUrl(url);
  // Only the pictures credits may hold: a logo, never another purpose's upload.
  if (key === null || purposeOfBlobKey(key) !== 'creditsLogo') return null;
  const stored = await blobs.get(key);
  return stored ? { body: await buffer(stored.body), contentType: stored.info.contentType } : null;
};

/** The PNG of the credits, 1920x1080. Rejects when the page does not load in time. */
export const drawCreditsImage = async ({ appUrl, projectID, key, blobs, timeoutMs = LOAD_TIMEOUT_MS }: CreditsImageRequest): Promise<Buffer> => {
  const { imageWidth: width, imageHeight: height } = CreditsLimits;
  const browser = await launchChromium({ viewport: { width, height } });
  try {
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      void (async () => {
        try {
          const stored = request.url().includes('/api/v1/blobs/') ? await storedBytes(blobs, request.url()) : null;
          if (stored) await request.respond({ status: 200, contentType: stored.contentType, body: stored.body });
          else if (request.url().includes('/api/v1/blobs/')) await request.respond({ status: 404, body: '' });
          else await request.continue();
        } catch {
          await request.abort().catch(() => undefined);
        }
      })();
    });
    await page.goto(creditsExporterUrl(appUrl, projectID, key), { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    await page.waitForFunction('window.__creditsLoaded === true', { timeout: timeoutMs });
    return Buffer.from(await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } }));
  } finally {
    await browser.close();
  }
};
