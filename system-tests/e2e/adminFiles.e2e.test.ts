// The admin Files tab at 1280 px: every file of the asset library, newest first, 20 a page; the filter
// narrows it after the typing stops; and the Reports tab lists its downloads, whose link serves the CSV.
import type { Page } from 'puppeteer-core';
import { uploadedFile } from '../src/acceptance/assets/storedUploads';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, waitForText } from './browser';
import { startJourney } from './journey';

const FILES = 25;

const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const kit = await admin.post('/api/assets/addKit', { name: 'Cell Biology' });
  if (kit.status !== 200) throw new Error(`seed kit: ${kit.status} ${kit.text}`);
  // One at a time, so each is newer than the one before; each the admin's own upload, as a kit takes only those.
  for (let i = 0; i < FILES; i++) {
    const file = await uploadedFile({ userID: 1, client: admin }, i === 0 ? 'Mitochondrion diagram.png' : `Cell slide ${i + 1}.png`);
    const added = await admin.post('/api/assets/addFilesToKit', { kitID: kit.body.kit.kitID, files: [file] });
    if (added.status !== 200) throw new Error(`seed files: ${added.status} ${added.text}`);
  }
};

const rowCount = (page: Page) => page.$$eval('table[aria-label="Files"] tbody tr', (rows) => rows.length);

describe('the admin Files and Reports tabs', () => {
  const j = startJourney('zz-admin-files-last', seed);
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);

  it('lists every file newest first, 20 a page, and filters by name once the typing stops', async () => {
    await page.goto(`${j.app.url}/#/admin/assets`);
    await page.waitForSelector(byRole('heading', 'Files'), { visible: true });
    await waitForText(page, `Cell slide ${FILES}.png`);
    expect(await rowCount(page)).toBe(20);
    const firstName = await page.$eval('table[aria-label="Files"] tbody tr td:nth-child(2)', (td) => td.textContent);
    expect(firstName).toBe(`Cell slide ${FILES}.png`);
    // The status is a tag (its letters shown in capitals by style only).
    expect(await page.$eval('table[aria-label="Files"] tbody tr td:nth-child(4)', (td) => td.textContent)).toBe('Active');
    await screenshot(page, 'f01-admin-files');

    await click(page, 'button', 'Page 2');
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Files"] tbody tr').length === 5);
    await waitForText(page, 'Mitochondrion diagram.png');

    await page.type('input[aria-label="Filter files"]', 'mitochon', { delay: 20 });
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Files"] tbody tr').length === 1);
    expect(await page.$eval('table[aria-label="Files"] tbody tr td:nth-child(2)', (td) => td.textContent)).toBe('Mitochondrion diagram.png');
    await screenshot(page, 'f02-admin-files-filtered');
  });

  it('lists the reports in the Reports tab, each a download link that serves its file', async () => {
    await page.goto(`${j.app.url}/#/admin/reports`);
    await page.waitForSelector(byRole('heading', 'Reports'), { visible: true });
    await waitForText(page, 'Kits files metadata');
    const links = await page.$$eval('ul[aria-label="Reports"] a', (as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(
      [
        'downloadFilesData',
        'downloadProjectsData',
        'downloadCreditsData',
        'downloadKitsData',
        'downloadKitsFilesMetadata',
        'downloadProjectFilesTypeCounts',
        'downloadAudit',
        'downloadThumbnails',
      ].map((id) => `/api/admin/reports/${id}`),
    );
    await screenshot(page, 'f03-admin-reports');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.setViewport({ width: 480, height: 900 });
    await waitForText(page, 'Audit trail');
    await screenshot(page, 'f03-admin-reports-480');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.setViewport({ width: 1280, height: 900 });
    // The link's file, fetched as the browser would with this session.
    // Read as bytes: text() would drop the UTF-8 mark the file begins with.
    const csv = await page.evaluate(async () => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await fetch('/api/admin/reports/downloadKitsData')).arrayBuffer()));
    expect(csv.split('\r\n')[0]).toBe('\uFEFF"Kit ID","Name","URL name","Visibility","Thumbnail","Active files","Created on"');
    expect(csv).toContain('Cell Biology');
    // The audit trail's file: every event of the workspace, the kit's among them.
    const audit = await page.evaluate(async () => {
      const res = await fetch('/api/admin/reports/downloadAudit');
      return { status: res.status, disposition: res.headers.get('content-disposition'), text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
    });
    expect(audit.status).toBe(200);
    expect(audit.disposition).toMatch(/^attachment; filename="?audit\.csv"?$/);
    expect(audit.text.startsWith('\uFEFF"')).toBe(true);
    expect(audit.text).toContain('Cell Biology');
  });
});
