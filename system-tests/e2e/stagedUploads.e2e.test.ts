// Browser journeys of staged uploads and the public kit page (spec 001 sections 2, 4, 5 and 8):
// a team member stages two files, is held up until each has a kit, publishes them into a kit (the
// four steps with their statuses), meets a server error that stops and resets the run, and a visitor
// without a session opens a public kit, previews and downloads its file, and finds nothing else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { SESSION_COOKIE } from '@wb/platform';
import { HttpClient } from '../src/testing/httpClient';
import { byRole, click, openPrivatePage, screenshot, signIn, waitForDialogsClosed, waitForText, waitForTextGone } from './browser';
import { seriousAccessibilityProblems } from './axe';
import { startJourney } from './journey';

const KIT = 'Cell Diagrams';
const DOOMED_KIT = 'Soon Gone';
const FOLDER = 'Mitosis';

let api: HttpClient;
const mustPost = async (pathName: string, body: unknown) => {
  const answer = await api.post(`/api${pathName}`, body);
  if (answer.status !== 200) throw new Error(`${pathName}: ${answer.status} ${answer.text}`);
  return answer;
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-staged-'));
const pngFile = async (name: string, width: number, height: number): Promise<string> => {
  const file = path.join(tmp, name);
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
  return file;
};

/** Picks an option of a Mantine select by its label, as a person does: open it, click the option. */
const choose = async (page: Page, selectLabel: string, option: string): Promise<void> => {
  await page.locator(`input[aria-label="${selectLabel}"]`).click();
  await page.locator(byRole('option', option)).click();
  await page.keyboard.press('Escape');
};

const stepStatus = (page: Page, step: string) =>
  page.evaluate((s: string) => Array.from(document.querySelectorAll('[aria-label^="' + s + ': "]')).map((e) => e.getAttribute('aria-label'))[0] ?? null, step);

describe('staged uploads in the browser', () => {
  const j = startJourney('zz-staged-last-screen', async (app) => {
    api = new HttpClient(app.url);
    await api.signIn(app.adminEmail, app.adminPassword);
    const kit = await mustPost('/assets/addKit', { name: KIT });
    await mustPost('/assets/addKitDirectory', { kitID: kit.body.kit.kitID, name: FOLDER });
    await mustPost('/assets/addKit', { name: DOOMED_KIT });
  });

  it('stages two files (the larger, over 1 MB, by tus): each uploads with its progress and is listed', async () => {
    const { page, app } = j;
    await signIn(page, app.url, app.adminEmail, app.adminPassword);
    await page.goto(`${app.url}/#/assets/uploads`);
    await waitForText(page, 'Staged uploads');
    await waitForText(page, 'No staged files');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const input = await page.waitForSelector('input[type=file]');
    await input!.uploadFile(await pngFile('cell-wall.png', 700, 600), await pngFile('nucleus.png', 120, 90));
    await page.waitForSelector(byRole('listitem', 'cell-wall.png'));
    await page.waitForFunction(() => (document.body.textContent ?? '').split('Uploaded').length - 1 === 2);
    // The larger file went by tus (created, then sent in PATCHes), the smaller as a form.
    expect(sent).toEqual(expect.arrayContaining(['POST /api/v1/tusupload/', expect.stringMatching(/^PATCH \/api\/v1\/tusupload\/[0-9a-f]+$/), 'POST /api/v1/upload']));
    await screenshot(page, 'staged-01-two-files');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 60_000);

  it('keeps them in browser storage, and asks before leaving with them unpublished', async () => {
    const { page, app } = j;
    // The page asks before it is reloaded with files unpublished (the browser's own prompt).
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.waitForSelector(byRole('listitem', 'nucleus.png'));
    page.once('dialog', (dialog) => void dialog.dismiss());
    await click(page, 'link', 'Dashboard');
    await page.waitForFunction(() => window.location.hash === '#/assets/uploads');
    await waitForText(page, 'nucleus.png');
    expect(page.url()).toBe(`${app.url}/#/assets/uploads`);
  }, 60_000);

  it("holds the publish up while a file has no kit: 'Hold up!' 'Every file must be added to a Kit.'", async () => {
    const { page } = j;
    await click(page, 'button', 'Publish');
    await waitForText(page, 'Every file must be added to a Kit.');
    await page.waitForSelector(byRole('dialog', 'Hold up!'));
    await screenshot(page, 'staged-02-hold-up');
    await click(page, 'button', 'OK');
    await waitForDialogsClosed(page);
  }, 60_000);

  it('stops at a server error, shows its message and resets the steps', async () => {
    const { page } = j;
    await choose(page, 'Kits of cell-wall.png', DOOMED_KIT);
    await choose(page, 'Kits of nucleus.png', KIT);
    const kits = await api.post('/api/assets/getKits', {});
    const doomed = (kits.body.kits as { kitID: string; name: string }[]).find((k) => k.name === DOOMED_KIT);
    await mustPost('/assets/deleteKit', { kitID: doomed?.kitID });
    await click(page, 'button', 'Publish');
    await waitForText(page, 'That kit was not found.');
    await page.waitForSelector(byRole('dialog', 'Publishing stopped'));
    expect(await stepStatus(page, 'Saving files')).toBe('Saving files: pending');
    expect(await stepStatus(page, 'Linking kits')).toBe('Linking kits: pending');
    await screenshot(page, 'staged-03-server-error');
    await click(page, 'button', 'Close');
    await waitForDialogsClosed(page);
  }, 60_000);

  it('publishes both files into the kit, one in its folder and tagged, step by step, then clears the list', async () => {
    const { page } = j;
    // The deleted kit goes; the kit of the team takes its place, in its folder.
    await page.evaluate(() => window.scrollTo(0, 0));
    await choose(page, 'Kits of cell-wall.png', KIT);
    await choose(page, 'Kits of cell-wall.png', DOOMED_KIT);
    await choose(page, `Folder of cell-wall.png in ${KIT}`, FOLDER);
    await page.locator('input[aria-label="Tags of cell-wall.png"]').click();
    await page.keyboard.type('Organelles', { delay: 15 });
    await page.locator(byRole('option', 'Create new tag: Organelles')).click();
    await page.waitForFunction(() => Array.from(document.querySelectorAll('[aria-label="cell-wall.png"] .mantine-Pill-label')).some((e) => e.textContent === 'Organelles'));
    await page.keyboard.press('Escape');
    await screenshot(page, 'staged-04-ready');

    const started = Date.now();
    await click(page, 'button', 'Publish');
    await page.waitForSelector(byRole('dialog', 'Publishing'));
    await page.waitForFunction(() => document.querySelector('[aria-label="Linking kits: in progress"]') !== null);
    expect(await stepStatus(page, 'Saving files')).toBe('Saving files: success');
    expect(await stepStatus(page, 'Linking tags')).toBe('Linking tags: pending');
    await screenshot(page, 'staged-05-publishing');
    await page.waitForSelector(byRole('dialog', 'Published'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    await waitForText(page, 'No staged files');
    await waitForTextGone(page, 'cell-wall.png');
    await screenshot(page, 'staged-06-published');

    const kits = await api.post('/api/assets/getKits', {});
    const kit = (kits.body.kits as { kitID: string; name: string }[]).find((k) => k.name === KIT);
    const files = await api.post('/api/assets/getKitFiles', { kitID: kit?.kitID });
    const byName = new Map((files.body.files as { name: string; directoryID: string | null; tags: { name: string }[] }[]).map((f) => [f.name, f]));
    expect([...byName.keys()].sort()).toEqual(['cell-wall.png', 'nucleus.png']);
    expect(byName.get('cell-wall.png')?.directoryID).not.toBeNull();
    expect(byName.get('cell-wall.png')?.tags.map((t) => t.name)).toEqual(['Organelles']);
    expect(byName.get('nucleus.png')?.directoryID).toBeNull();
  }, 90_000);
});

describe('a visitor on a public kit page', () => {
  const j = startJourney('zz-public-kit-last-screen', async (app) => {
    api = new HttpClient(app.url);
    await api.signIn(app.adminEmail, app.adminPassword);
    const form = new FormData();
    form.append('key', 'asset');
    const bytes = fs.readFileSync(await pngFile('mitochondria.png', 160, 120));
    form.append('file', new Blob([new Uint8Array(bytes)]), 'mitochondria.png');
    const cookie = `${SESSION_COOKIE}=${api.cookie(SESSION_COOKIE) ?? ''}`;
    const uploaded = await fetch(`${app.url}/api/v1/upload`, { method: 'POST', body: form, headers: { Origin: app.url, cookie } });
    const { url } = (await uploaded.json()) as { url: string };
    const open = await mustPost('/assets/addKit', { name: 'Open Biology' });
    await mustPost('/assets/addFilesToKit', { kitID: open.body.kit.kitID, files: [{ url, name: 'mitochondria.png', type: 'png', size: bytes.length }] });
    await mustPost('/assets/updateKitVisibility', { kitID: open.body.kit.kitID, visibility: 'public-read' });
    await mustPost('/assets/addKit', { name: 'Internal Biology' });
  });

  it('sees the kit, a preview of its file and a download that works, without signing in', async () => {
    const page = await openPrivatePage(j.session.browser);
    await page.goto(`${j.app.url}/#/kit/Open-Biology`);
    await waitForText(page, 'Open Biology');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="mitochondria.png"]');
      return img !== null && img.complete && img.naturalWidth === 160;
    });
    const href = await page.$eval(byRole('link', 'Download mitochondria.png'), (a) => (a as HTMLAnchorElement).href);
    const download = await page.evaluate(async (u: string) => {
      const r = await fetch(u);
      return { status: r.status, disposition: r.headers.get('content-disposition'), bytes: (await r.arrayBuffer()).byteLength };
    }, href);
    expect(download).toEqual({ status: 200, disposition: expect.stringContaining('mitochondria.png'), bytes: expect.any(Number) });
    expect(download.bytes).toBeGreaterThan(100);
    // Nothing that writes: the only buttons are the downloads.
    const buttons = await page.$$eval('button, a[role="button"], a.mantine-Button-root', (els) => els.map((e) => e.textContent?.trim()));
    expect(buttons).toEqual(['Download']);
    await screenshot(page, 'public-kit-01-visitor');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 60_000);

  it('finds a clear not found for a kit that is not public, or does not exist', async () => {
    const page = await openPrivatePage(j.session.browser);
    for (const slug of ['Internal-Biology', 'No-Such-Kit']) {
      await page.goto(`${j.app.url}/#/kit/${slug}`);
      await waitForText(page, 'Kit not found');
      expect(await page.evaluate(() => document.body.innerText.includes('Internal Biology'))).toBe(false);
    }
    await screenshot(page, 'public-kit-02-not-found');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 60_000);
});
