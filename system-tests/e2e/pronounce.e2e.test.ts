// The pronunciation guide in the browser (spec 001 sections 2, 5, 6 and 9): a team member adds a word
// with an uploaded audio file and another recorded with the microphone (chromium's fake one), sees the
// inline errors, edits and deletes their own words; someone else sees them without those controls.
//
// The upload endpoint (POST /api/v1/upload) is built on another branch. When this product does not
// serve it, the journey answers the browser's upload request itself, clearly as a stand-in, after
// checking what the page sent (multipart, key=pronunciation, the file); everything after the upload is
// the real product. Where the endpoint exists, the real one is used.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { Messages } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import { startTestApp, type TestApp } from '../src/testing/startTestApp';
import { assertPrerequisites, byRole, click, openBrowser, openPrivatePage, screenshot, signIn, typeInto, waitForDialogsClosed, waitForText, waitForTextGone, type BrowserSession } from './browser';

const MEMBER = { userID: 2, email: 'mo@example.com', givenName: 'Mo', familyName: 'Member', password: 'member-password-1' };
const FAKE_MICROPHONE = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/** A short, valid WAV file (a tenth of a second of silence), as a person would pick from their disk. */
const writeWav = (file: string): void => {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  fs.writeFileSync(file, Buffer.concat([header, Buffer.alloc(samples * 2)]));
};

interface StandIn {
  /** The uploads the page sent: the multipart bodies (their parts and headers; chromium leaves out file bytes). */
  readonly sent: string[];
}

/** Answers the page's uploads when the product has no upload endpoint (see the note at the top). */
const standInForUploads = async (page: Page): Promise<StandIn> => {
  const sent: string[] = [];
  await page.setRequestInterception(true);
  const answer = async (request: HTTPRequest) => {
    // The multipart body with its file is not in postData(); the protocol hands it over on request.
    const raw = request.postData() ?? (await request.fetchPostData()) ?? '';
    // A body with bytes that are not text (a recording) comes base64-encoded.
    const body = raw.includes('Content-Disposition') ? raw : Buffer.from(raw, 'base64').toString('latin1');
    sent.push(body);
    const name = /filename="([^"]+)"/.exec(body)?.[1] ?? 'audio';
    await request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify({ url: `/api/v1/blobs/pronunciation/standin-${sent.length}-${name}` }) });
  };
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (request.url().endsWith('/api/v1/upload')) void answer(request);
    else void request.continue();
  });
  return { sent };
};

const uploadEndpointServed = async (app: TestApp): Promise<boolean> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  return (await admin.post('/api/v1/upload', {})).status !== 404;
};

const row = (word: string) => `tr[data-word="${word}"]`;

describe('the pronunciation guide in the browser', () => {
  let app: TestApp;
  let session: BrowserSession;
  let page: Page;
  let standIn: StandIn | null = null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-pronounce-'));
  const wav = path.join(dir, 'euler.wav');

  beforeAll(async () => {
    assertPrerequisites();
    writeWav(wav);
    app = await startTestApp();
    const admin = new HttpClient(app.url);
    await admin.signIn(app.adminEmail, app.adminPassword);
    const added = await admin.post('/api/admin/addUser', MEMBER);
    if (added.status !== 200) throw new Error(`addUser: ${added.status} ${added.text}`);
    session = await openBrowser(FAKE_MICROPHONE);
    page = session.page;
    await session.browser.defaultBrowserContext().overridePermissions(app.url, ['microphone']);
    if (!(await uploadEndpointServed(app))) {
      // STAND-IN: no /api/v1/upload on this build; the journey answers the upload (see the top).
      standIn = await standInForUploads(page);
    }
  }, 120_000);

  afterAll(async () => {
    if (page) await screenshot(page, 'pronounce-zz-last').catch(() => undefined);
    await session?.close();
    await app?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('opens the empty guide from the navigation', async () => {
    await signIn(page, app.url, app.adminEmail, app.adminPassword);
    await click(page, 'link', 'Pronunciation guide');
    await page.waitForSelector(byRole('heading', 'Pronunciation guide'), { visible: true });
    await waitForText(page, 'No words yet.');
    await screenshot(page, 'pronounce-01-empty');
  }, 60_000);

  it('shows inline that word and audio are required, with the focus on the word', async () => {
    await click(page, 'button', 'Add word');
    await page.waitForSelector(byRole('dialog', 'Add word'), { visible: true });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === null && (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.startsWith('Word'));
    await waitForText(page, Messages.phoneticsHint);
    await page.locator('[role="dialog"] button[type="submit"]').click();
    await waitForText(page, Messages.wordRequired);
    await waitForText(page, Messages.audioRequired);
    expect(await page.$eval('[role="dialog"] input[aria-invalid="true"]', (e) => (e as HTMLInputElement).labels?.[0]?.textContent)).toMatch(/^Word/);
    await screenshot(page, 'pronounce-02-required');
  }, 60_000);

  it('adds a word with an uploaded audio file', async () => {
    await typeInto(page, 'Word', 'Euler');
    await typeInto(page, 'Phonetics', 'OY-ler');
    const [chooser] = await Promise.all([page.waitForFileChooser(), click(page, 'button', 'Upload audio file')]);
    await chooser.accept([wav]);
    await page.waitForSelector(byRole('button', 'Remove'), { visible: true });
    if (standIn) {
      const body = standIn.sent[0] ?? '';
      expect(body).toMatch(/name="key"\r\n\r\npronunciation\r\n/);
      expect(body).toMatch(/name="file"; filename="euler.wav"/);
      // Chromium hands interception the form's parts but not a file's bytes: its type is what shows.
      expect(body).toContain('Content-Type: audio/wav');
    }
    await screenshot(page, 'pronounce-03-file-uploaded');
    await page.locator('[role="dialog"] button[type="submit"]').click();
    await waitForDialogsClosed(page);
    await page.waitForSelector(row('Euler'), { visible: true });
    const shown = await page.$eval(row('Euler'), (tr) => ({
      text: (tr as HTMLElement).innerText,
      audio: tr.querySelector('audio')?.getAttribute('src'),
      player: tr.querySelector('audio')?.getAttribute('aria-label'),
    }));
    expect(shown.text).toContain('OY-ler');
    expect(shown.text).toContain('Admin');
    expect(shown.audio).toMatch(/^\/api\/v1\/blobs\/.+/);
    expect(shown.player).toBe('Pronunciation of Euler');
    await screenshot(page, 'pronounce-04-word-added');
  }, 60_000);

  it('records a word with the microphone (webm) and adds it', async () => {
    await click(page, 'button', 'Add word');
    await typeInto(page, 'Word', 'Noether');
    await click(page, 'button', 'Record');
    await waitForText(page, 'Recording…');
    await screenshot(page, 'pronounce-05-recording');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await click(page, 'button', 'Stop recording');
    await page.waitForSelector(byRole('button', 'Remove'), { visible: true });
    if (standIn) {
      const body = standIn.sent[1] ?? '';
      expect(body).toMatch(/filename="recording-[^"]+\.webm"/);
      expect(body).toContain('Content-Type: audio/webm');
      // The bytes are a WebM file: they open with the EBML magic number.
      expect(body).toContain('Content-Type: audio/webm\r\n\r\n\x1a\x45\xdf\xa3');
    }
    await page.locator('[role="dialog"] button[type="submit"]').click();
    await waitForDialogsClosed(page);
    await page.waitForSelector(row('Noether'), { visible: true });
  }, 60_000);

  it('edits its own word', async () => {
    await click(page, 'button', 'Edit Euler');
    await page.waitForSelector(byRole('dialog', 'Edit word'), { visible: true });
    await typeInto(page, 'Phonetics', 'OY-luh');
    await click(page, 'button', 'Save');
    await waitForDialogsClosed(page);
    await page.waitForFunction((sel: string) => document.querySelector(sel)?.textContent?.includes('OY-luh'), {}, row('Euler'));
  }, 60_000);

  it('shows the words to another member without edit or delete', async () => {
    const other = await openPrivatePage(session.browser);
    await signIn(other, app.url, MEMBER.email, MEMBER.password);
    await other.goto(`${app.url}/#/pronounce`);
    await other.waitForSelector(row('Euler'), { visible: true });
    expect(await other.$$(`::-p-aria([name="Edit Euler"])`)).toHaveLength(0);
    expect(await other.$$(`::-p-aria([name="Delete Euler"])`)).toHaveLength(0);
    await screenshot(other, 'pronounce-06-other-member');
    // On a phone the table scrolls sideways inside the page rather than widening it.
    await other.setViewport({ width: 390, height: 844 });
    await other.waitForSelector(row('Euler'), { visible: true });
    expect(await other.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await screenshot(other, 'pronounce-06b-phone');
    await other.close();
  }, 60_000);

  it('deletes its own word after confirming', async () => {
    await click(page, 'button', 'Delete Noether');
    await page.waitForSelector(byRole('dialog', 'Delete word'), { visible: true });
    // The dialog fades in; the screenshot waits until it has.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await screenshot(page, 'pronounce-07-confirm-delete');
    await page.locator('[role="dialog"] ::-p-aria([name="Delete"][role="button"])').click();
    await waitForDialogsClosed(page);
    await waitForTextGone(page, 'Noether');
    await page.waitForSelector(row('Euler'), { visible: true });
    await screenshot(page, 'pronounce-08-after-delete');
  }, 60_000);
});
