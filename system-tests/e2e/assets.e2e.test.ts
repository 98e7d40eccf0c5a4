// Browser journeys of the asset library: create a kit, upload an image with progress, find it by
// typing part of two words of its name, export it at 2x as webp and open the result, open a kit on
// a file from a link, tag it, move it to one of the fixed review kits, and every screen looked at (at
// 1280 px, the kit grid also at 375 px) with axe-core finding nothing serious.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import * as contracts from '@wb/contracts';
import { uploadedFile } from '../src/acceptance/assets/storedUploads';
import { pngOf } from '../src/acceptance/uploads/uploadsWorld';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { leafPng } from './assetsImages';
import { seriousAxeViolations } from './axe';
import { byRole, click, screenshot, signIn, typeInto, waitForDialogsClosed, waitForText } from './browser';
import { startJourney } from './journey';

const SEEDED_KIT = 'Seeded kit';
const FILE_NAME = 'Mitosis stages.png';
const SECOND_NAME = 'Meiosis overview.psd';
const PHOTO_NAME = 'Cell photosynthesis.png';
// A real 2x2 PNG, so the upload's content check accepts it.
const PNG_2X2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

const PLATE_KIT = 'Plates';
const PLATES = 55;
const plateName = (n: number): string => `Plate ${String(n).padStart(2, '0')}.svg`;
const seeded = { kitID: '', fileID: '', plateKitID: '' };
/** A kit holding two files, and one of 55 plates, made through the API as a colleague would have (uploading each). */
const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const ok = async (p: string, body: unknown) => {
    const answer = await admin.post(`/api${p}`, body);
    if (answer.status !== 200) throw new Error(`${p} failed: ${answer.status} ${answer.text}`);
    return answer.body as Record<string, any>;
  };
  const uploader = { userID: 1, client: admin };
  seeded.kitID = (await ok('/assets/addKit', { name: SEEDED_KIT })).kit.kitID;
  const added = await ok('/assets/addFilesToKit', {
    kitID: seeded.kitID,
    files: [
      // About 2.4 MB of noise, shown as 2.3 MB (mebibytes) on the file's page.
      await uploadedFile(uploader, FILE_NAME, 'asset', await pngOf(900, 890)),
      // A Photoshop file is a design upload (the asset purpose takes no .psd).
      await uploadedFile(uploader, SECOND_NAME, 'design'),
    ],
  });
  seeded.fileID = added.files[0].fileID;
  // More than a page of search hits (50), named so Alphabetical puts them in a known order.
  seeded.plateKitID = (await ok('/assets/addKit', { name: PLATE_KIT })).kit.kitID;
  const plates = [];
  for (let i = 0; i < PLATES; i++) plates.push(await uploadedFile(uploader, plateName(PLATES - i)));
  await ok('/assets/addFilesToKit', { kitID: seeded.plateKitID, files: plates });
};

const BIG_SIZE = 1_300_000;
/** The tus requests the browser sends (its PATCHes carry the bytes), to see a big file goes by tus. */
const tusRequests: string[] = [];
const watchTus = (page: Page): void => {
  page.on('request', (request: HTTPRequest) => {
    if (new URL(request.url()).pathname.startsWith(contracts.UploadPaths.tus)) tusRequests.push(request.method());
  });
};

const dismissNotices = async (page: Page): Promise<void> => {
  // Clicked in the page: a notice may close by itself between finding its button and clicking it.
  await page.$$eval('.mantine-Notification-closeButton', (buttons) => buttons.forEach((b) => (b as HTMLElement).click()));
  await page.waitForFunction(() => !document.querySelector('.mantine-Notification-root'));
};

const expectNoSeriousAxe = async (page: Page) => expect(await seriousAxeViolations(page)).toEqual([]);

describe('the asset library in the browser', () => {
  const j = startJourney('zz-assets-last', seed);
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 860 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);

  it('shows the kit grid with the All kit and the kits, and creates a kit', async () => {
    await click(page, 'link', 'Assets');
    await page.waitForSelector('[data-kit-card="All"]');
    await page.waitForSelector(`[data-kit-card="${SEEDED_KIT}"]`);
    await page.waitForSelector('[data-kit-card="3_Approved Assets"]');
    await screenshot(page, 'a01-kit-grid');
    await expectNoSeriousAxe(page);
    await click(page, 'button', 'Create kit');
    await typeInto(page, 'Kit name', 'Cell Biology');
    await waitForText(page, 'URL name: Cell-Biology');
    await screenshot(page, 'a02-create-kit');
    await page.locator('[role="dialog"] button[type="submit"]').click();
    await page.waitForSelector(byRole('heading', 'Cell Biology'));
    expect(page.url()).toMatch(/#\/assets\/\d+$/);
    await waitForText(page, 'No results found');
  }, 60_000);

  it('creates a folder in the new kit', async () => {
    await click(page, 'button', 'New folder');
    await typeInto(page, 'Folder name', 'Diagrams');
    await click(page, 'button', 'Save');
    await waitForDialogsClosed(page);
    await page.waitForSelector('[data-folder="Diagrams"]');
  }, 60_000);

  it('uploads an image into the kit with a progress bar', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wb-assets-')), 'Cell wall.png');
    fs.writeFileSync(file, PNG_2X2);
    // The real upload endpoint stores the file; the grid then shows it from its stored URL.
    const [chooser] = await Promise.all([page.waitForFileChooser(), click(page, 'button', 'Upload')]);
    await chooser.accept([file]);
    await page.waitForSelector('[data-upload="Cell wall.png"]');
    await page.waitForSelector('[data-upload="Cell wall.png"][data-upload-status="done"]');
    await screenshot(page, 'a03-upload-progress');
    await page.waitForSelector('[data-asset="Cell wall.png"]');
  }, 60_000);

  it('sends a file above 1 MB with tus', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wb-assets-')), 'Membrane poster.png');
    fs.writeFileSync(file, Buffer.concat([PNG_2X2, Buffer.alloc(BIG_SIZE - PNG_2X2.length)]));
    watchTus(page);
    const [chooser] = await Promise.all([page.waitForFileChooser(), click(page, 'button', 'Upload')]);
    await chooser.accept([file]);
    await page.waitForSelector('[data-upload="Membrane poster.png"][data-upload-status="done"]');
    await page.waitForSelector('[data-asset="Membrane poster.png"]');
    // Created with POST, its bytes sent with PATCH to the real tus endpoint.
    expect(tusRequests).toEqual(expect.arrayContaining(['POST', 'PATCH']));
  }, 60_000);

  it('finds an uploaded image by typing part of two words of its name, and exports it at 2x as webp', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wb-assets-')), PHOTO_NAME);
    fs.writeFileSync(file, await leafPng(120, 80));
    const [chooser] = await Promise.all([page.waitForFileChooser(), click(page, 'button', 'Upload')]);
    await chooser.accept([file]);
    await page.waitForSelector(`[data-asset="${PHOTO_NAME}"]`);
    const searched: string[] = [];
    const onSearch = (request: HTTPRequest) => {
      if (request.url().endsWith('/api/assets/searchKit')) searched.push((JSON.parse(request.postData() ?? '{}') as { text?: string }).text ?? '');
    };
    page.on('request', onSearch);
    await typeInto(page, 'Search this kit', 'phot cel');
    // Only the photosynthesis picture matches both words; the other cell picture drops out.
    await page.waitForFunction(() => !document.querySelector('[data-asset="Cell wall.png"]'));
    await page.waitForSelector(`[data-asset="${PHOTO_NAME}"]`);
    await waitForText(page, '1 of 1 result');
    page.off('request', onSearch);
    // Debounced: the server was asked for the whole text typed, never for its first letters.
    expect(searched.length).toBeGreaterThan(0);
    expect(new Set(searched)).toEqual(new Set(['phot cel']));
    // The upload notices sit over the export controls (and fade, which axe misreads): dismiss them.
    await dismissNotices(page);
    await screenshot(page, 'a03b-search');
    await expectNoSeriousAxe(page);
    await page.locator(`[data-asset="${PHOTO_NAME}"]`).click();
    await page.waitForSelector(byRole('heading', PHOTO_NAME));
    // Scale is typed (the list offers 0.5x to 4x), Type picked from its list.
    const scale = await page.waitForSelector('::-p-aria([name="Scale"])', { visible: true });
    await scale!.click();
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await scale!.type('2x', { delay: 15 });
    await page.locator('::-p-aria([name="Type"])').click();
    await click(page, 'option', 'webp');
    await screenshot(page, 'a03c-export');
    const converted = page.waitForResponse((r: HTTPResponse) => r.url().endsWith('/api/assets/convertImage'));
    await click(page, 'button', 'Export');
    const answer = await converted;
    expect(answer.status()).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    // Open the result in the page, as the person would: a real webp twice the size of the 120 x 80 original.
    const opened = await page.evaluate(async (u: string) => {
      const response = await fetch(u);
      const bytes = new Uint8Array(await response.clone().arrayBuffer());
      const bitmap = await createImageBitmap(await response.blob());
      return { status: response.status, riff: String.fromCharCode(...bytes.slice(0, 4)), webp: String.fromCharCode(...bytes.slice(8, 12)), width: bitmap.width, height: bitmap.height };
    }, url);
    expect(opened).toEqual({ status: 200, riff: 'RIFF', webp: 'WEBP', width: 240, height: 160 });
    const tab = await page.browserContext().newPage();
    await tab.goto(`${j.app.url}${url}`);
    await screenshot(tab, 'a03d-exported-webp');
    await tab.close();
    await click(page, 'button', 'Clear search');
    await page.waitForSelector('[data-asset="Cell wall.png"]');
  }, 60_000);

  it('sorts a kit, loads the search results 50 at a time, and says when nothing matches', async () => {
    await page.goto(`${j.app.url}/#/assets/${seeded.plateKitID}`);
    await page.waitForSelector(byRole('heading', PLATE_KIT));
    await page.locator('::-p-aria([name="Sort by"])').click();
    await click(page, 'option', 'Alphabetical');
    await waitForText(page, `50 of ${PLATES} results`);
    const names = () => page.$$eval('[data-asset]', (cards) => cards.map((c) => c.getAttribute('data-asset')));
    expect((await names()).slice(0, 2)).toEqual([plateName(1), plateName(2)]);
    await page.$eval(byRole('button', 'Load more'), (b) => b.scrollIntoView({ block: 'end' }));
    await screenshot(page, 'a03e-load-more');
    await click(page, 'button', 'Load more');
    await waitForText(page, `${PLATES} of ${PLATES} results`);
    expect(await names()).toHaveLength(PLATES);
    expect(await page.$$(byRole('button', 'Load more'))).toHaveLength(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'a03e-sorted-all-loaded');
    await typeInto(page, 'Search this kit', 'plate 07');
    await waitForText(page, '1 of 1 result');
    expect(await names()).toEqual([plateName(7)]);
    await typeInto(page, 'Search this kit', 'zzqx');
    await waitForText(page, 'No results found');
    await screenshot(page, 'a03f-no-results');
    await expectNoSeriousAxe(page);
  }, 60_000);

  it('opens a kit on a file from a /#/assets/{kitID}?f={fileID} link and shows its details', async () => {
    await page.goto(`${j.app.url}/#/assets/${seeded.kitID}?f=${seeded.fileID}`);
    await page.waitForSelector(byRole('heading', FILE_NAME));
    await waitForText(page, '2.3 MB');
    await waitForText(page, 'No tags for this asset.');
    await waitForText(page, 'No projects associated with this asset.');
    await waitForText(page, 'This is the only version of this asset.');
    await page.waitForSelector(`[data-asset="${FILE_NAME}"][aria-pressed="true"]`);
    await screenshot(page, 'a04-kit-details');
    await expectNoSeriousAxe(page);
  }, 60_000);

  it('tags the file with a new tag', async () => {
    await typeInto(page, 'Add a tag', 'Mitosis');
    await click(page, 'button', 'Create new tag');
    await page.waitForSelector('[data-tag="Mitosis"]');
    await screenshot(page, 'a05-tagged');
  }, 60_000);

  it('toggles the preview with space', async () => {
    await page.keyboard.press('Escape');
    await page.locator(`[data-asset="${FILE_NAME}"]`).click();
    await page.keyboard.press('Space');
    // The preview opens as a dialog titled with the file's name (the seeded blob itself is not stored).
    await page.waitForSelector(`::-p-aria([name="${FILE_NAME}"][role="dialog"])`);
    await screenshot(page, 'a05b-preview');
    await page.keyboard.press('Space');
    await waitForDialogsClosed(page);
  }, 60_000);

  it("filters by name and type, with 'No filters applied' until one is", async () => {
    await click(page, 'tab', 'Filters');
    await waitForText(page, 'No filters applied');
    await typeInto(page, 'Filter by name', 'meio ove');
    await page.waitForFunction((n: string) => !document.querySelector(`[data-asset="${n}"]`), {}, FILE_NAME);
    await page.waitForSelector(`[data-asset="${SECOND_NAME}"]`);
    await screenshot(page, 'a05c-filters');
    await click(page, 'button', 'Clear filters');
    await page.waitForSelector(`[data-asset="${FILE_NAME}"]`);
    // A type chosen in Filters goes to the server with the search.
    const withType = page.waitForRequest((r: HTTPRequest) => r.url().endsWith('/api/assets/searchKit') && ((JSON.parse(r.postData() ?? '{}') as { types?: string[] }).types ?? []).includes('psd'));
    await typeInto(page, 'Search this kit', 'm');
    await page.locator('::-p-xpath(//label[normalize-space()="psd"])').click();
    await withType;
    await page.waitForFunction((n: string) => !document.querySelector(`[data-asset="${n}"]`), {}, FILE_NAME);
    await page.waitForSelector(`[data-asset="${SECOND_NAME}"]`);
    await screenshot(page, 'a05d-search-with-type');
    await click(page, 'button', 'Clear filters');
    await click(page, 'button', 'Clear search');
    await page.waitForSelector(`[data-asset="${FILE_NAME}"]`);
    await click(page, 'tab', 'Folders');
  }, 60_000);

  it('selects a second file with ctrl-click, previews no psd, and asks before deleting both', async () => {
    await page.keyboard.down('Control');
    await page.locator(`[data-asset="${SECOND_NAME}"]`).click();
    await page.keyboard.up('Control');
    await waitForText(page, '2 files selected');
    expect(page.url()).toMatch(/f=.*&f=/);
    await click(page, 'button', 'Delete');
    await waitForText(page, 'Are you sure you want to delete these 2 files?');
    await click(page, 'button', 'Cancel');
    await waitForDialogsClosed(page);
    await page.locator(`[data-asset="${SECOND_NAME}"]`).click();
    await waitForText(page, 'No preview yet');
    await page.locator(`[data-asset="${FILE_NAME}"]`).click();
    await page.waitForSelector(byRole('heading', FILE_NAME));
  }, 60_000);

  it('asks before deleting the file, in the words of the spec', async () => {
    await click(page, 'button', 'Delete');
    await waitForText(page, 'Are you sure you want to delete this file?');
    await screenshot(page, 'a06-delete-confirm');
    await click(page, 'button', 'Cancel');
    await waitForDialogsClosed(page);
  }, 60_000);

  it('moves the file to the fixed kit 3_Approved Assets', async () => {
    await click(page, 'button', 'Move to kit');
    await page.locator('[role="dialog"] input').click();
    await click(page, 'option', '3_Approved Assets');
    await screenshot(page, 'a07-move-dialog');
    await click(page, 'button', 'Move');
    await waitForText(page, 'File moved to 3_Approved Assets');
    await page.goto(`${j.app.url}/#/assets/74`);
    await page.waitForSelector(byRole('heading', '3_Approved Assets'));
    await page.waitForSelector(`[data-asset="${FILE_NAME}"]`);
  }, 60_000);

  it('shows list mode and the settings of a kit', async () => {
    await page.goto(`${j.app.url}/#/assets/74/list`);
    await page.waitForSelector(byRole('checkbox', `Select ${FILE_NAME}`));
    await screenshot(page, 'a08-list-mode');
    await expectNoSeriousAxe(page);
    // Bulk move: tick the rows, then move them all at once.
    await page.locator(byRole('checkbox', `Select ${FILE_NAME}`)).click();
    await waitForText(page, 'Clear (1 selected)');
    await click(page, 'button', 'Move to kit');
    await page.locator('[role="dialog"] input').click();
    await click(page, 'option', '5_No Tags');
    await click(page, 'button', 'Move');
    await waitForText(page, 'File moved to 5_No Tags');
    await page.waitForFunction((n: string) => !document.body.innerText.includes(n), {}, FILE_NAME);
    await waitForText(page, 'No results found');
    await page.goto(`${j.app.url}/#/assets/76/list`);
    await page.waitForSelector(byRole('checkbox', `Select ${FILE_NAME}`));
    await page.goto(`${j.app.url}/#/assets/76/settings`);
    await waitForText(page, 'Visibility');
    await screenshot(page, 'a09-settings');
    await expectNoSeriousAxe(page);
  }, 60_000);

  it("shows the 'All' kit with Filters only and no upload into it", async () => {
    await page.goto(`${j.app.url}/#/assets/all`);
    await page.waitForSelector(byRole('heading', 'All'));
    await page.waitForSelector(`[data-asset="${FILE_NAME}"]`);
    await page.waitForSelector(byRole('tab', 'Filters'));
    expect(await page.$$(`::-p-aria([name="Folders"][role="tab"])`)).toHaveLength(0);
    expect(await page.$$(`::-p-aria([name="Upload"][role="button"])`)).toHaveLength(0);
    // The All kit searches every file (/files/searchFiles).
    const searchedAll = page.waitForResponse((r: HTTPResponse) => r.url().endsWith('/api/files/searchFiles'));
    await typeInto(page, 'Search all files', 'mitos');
    expect((await searchedAll).status()).toBe(200);
    await page.waitForSelector(`[data-asset="${FILE_NAME}"]`);
    await page.waitForFunction((n: string) => !document.querySelector(`[data-asset="${n}"]`), {}, SECOND_NAME);
    await screenshot(page, 'a09b-all-kit');
    await expectNoSeriousAxe(page);
  }, 60_000);

  it('sends a bad kit id back to /assets', async () => {
    await page.goto(`${j.app.url}/#/assets/not-a-kit`);
    await page.waitForFunction(() => window.location.hash === '#/assets');
    await page.goto(`${j.app.url}/#/assets/999999`);
    await page.waitForFunction(() => window.location.hash === '#/assets');
  }, 60_000);

  it('fits a phone: the kit grid and a kit at 375 px', async () => {
    await page.setViewport({ width: 375, height: 800 });
    await page.goto(`${j.app.url}/#/assets`);
    await page.waitForSelector('[data-kit-card="All"]');
    await screenshot(page, 'a10-kit-grid-375');
    await page.goto(`${j.app.url}/#/assets/${seeded.kitID}`);
    await page.waitForSelector(byRole('heading', SEEDED_KIT));
    await screenshot(page, 'a11-kit-375');
    await page.setViewport({ width: 1280, height: 860 });
  }, 60_000);
});
