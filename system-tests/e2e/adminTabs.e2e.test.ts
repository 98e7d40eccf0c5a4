// The admin tabs of the asset area at 1280 px, as the first admin uses them: add a resource (after the
// required-field refusal), edit and delete it; add and recolour a scene label; lock the content and see
// /assets say the assets have moved; read the Stats.
import type { Page } from 'puppeteer-core';
import { Messages } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { byRole, click, screenshot, signIn, typeInto, waitForDialogsClosed, waitForText } from './browser';
import { startJourney } from './journey';

const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const created = await admin.post('/api/project/create', { name: 'Photosynthesis', groups: [] });
  if (created.status !== 200) throw new Error(`seed: ${created.status} ${created.text}`);
};

const heading = (page: Page, name: string) => page.waitForSelector(byRole('heading', name), { visible: true });
/** A Mantine select's input, found by its label (its role differs between Select and MultiSelect). */
const inputLabelled = async (page: Page, label: string) => {
  const id = await page.$eval(`xpath/.//label[starts-with(normalize-space(.), "${label}")]`, (el) => el.getAttribute('for'));
  return page.waitForSelector(`[id="${id}"]`, { visible: true });
};
const settleAnimations = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

describe('the admin tabs Resources, Labels, Reports and Stats', () => {
  const j = startJourney('zz-admin-tabs-last', seed);
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 860 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);

  it('adds a resource after the required fields are flagged, edits it from its row and deletes it', async () => {
    await page.goto(`${j.app.url}/#/admin/resources`);
    await heading(page, 'Resources');
    await waitForText(page, 'No resources yet');
    await click(page, 'button', 'Add resource');
    await page.waitForSelector('[role="dialog"]');
    await click(page, 'button', 'Save');
    await waitForText(page, Messages.requiredFields);
    // Each missing field is flagged under it.
    expect(await page.$$eval('[role="dialog"] [aria-invalid="true"]', (els) => els.length)).toBe(3);
    await settleAnimations(page);
    await screenshot(page, 'a01-resource-required-fields');

    await typeInto(page, 'Name', 'Chloroplast diagram');
    await typeInto(page, 'Source link', 'https://openstax.org/books/biology/chloroplast');
    await typeInto(page, 'Attribution', 'OpenStax Biology 2e');
    await (await inputLabelled(page, 'Copyright'))!.click();
    await click(page, 'option', 'CC-BY-SA');
    await (await inputLabelled(page, 'Projects'))!.type('Photo', { delay: 15 });
    await click(page, 'option', 'Photosynthesis');
    await page.keyboard.press('Escape');
    await typeInto(page, 'Notes', 'Figure 8.3, cropped');
    await settleAnimations(page);
    await screenshot(page, 'a02-resource-dialog-filled');
    await click(page, 'button', 'Save');
    await waitForDialogsClosed(page);
    await page.waitForSelector(byRole('row', 'Edit Chloroplast diagram'), { visible: true });
    await waitForText(page, 'openstax.org');
    await waitForText(page, 'Photosynthesis');
    await screenshot(page, 'a03-resources-table');

    await click(page, 'row', 'Edit Chloroplast diagram');
    await heading(page, 'Edit resource');
    expect(await page.$eval(byRole('textbox', 'Name'), (el) => (el as HTMLInputElement).value)).toBe('Chloroplast diagram');
    await typeInto(page, 'Name', 'Chloroplast, labelled');
    await click(page, 'button', 'Save');
    await waitForDialogsClosed(page);
    await page.waitForSelector(byRole('row', 'Edit Chloroplast, labelled'), { visible: true });

    await click(page, 'button', 'Delete Chloroplast, labelled');
    await waitForText(page, 'Delete Chloroplast, labelled?');
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') && document.activeElement.textContent === 'Delete');
    await page.keyboard.press('Enter');
    await waitForDialogsClosed(page);
    await waitForText(page, 'Deleted');
    await page.waitForSelector(byRole('button', 'Delete Chloroplast, labelled'), { hidden: true });
    await screenshot(page, 'a04-resource-deleted');
  }, 90_000);

  it('adds a scene label in a colour, shown as a swatch, and recolours it from its row', async () => {
    await page.goto(`${j.app.url}/#/admin/labels`);
    await heading(page, 'Labels');
    await click(page, 'button', 'Add label');
    await typeInto(page, 'Name', 'Needs review');
    await click(page, 'radio', 'Orange');
    await settleAnimations(page);
    await screenshot(page, 'a05-label-dialog');
    await click(page, 'button', 'Save');
    await waitForDialogsClosed(page);
    await page.waitForSelector(byRole('row', 'Edit label Needs review'), { visible: true });
    await waitForText(page, 'Orange');
    await click(page, 'row', 'Edit label Needs review');
    await heading(page, 'Edit label');
    await click(page, 'radio', 'Green');
    await click(page, 'button', 'Save');
    await waitForDialogsClosed(page);
    await waitForText(page, 'Green');
    await screenshot(page, 'a06-labels-table');
  }, 60_000);

  it('locks the content from Reports, and /assets then says the assets have moved', async () => {
    await page.goto(`${j.app.url}/#/admin/reports`);
    await heading(page, 'Reports');
    await page.locator(byRole('switch', 'Lock content for all users')).click();
    await waitForText(page, 'Content locked for all users');
    await waitForText(page, 'Locked');
    await screenshot(page, 'a07-reports-content-locked');
    await page.goto(`${j.app.url}/#/assets`);
    await waitForText(page, Messages.assetsMoved);
    await screenshot(page, 'a08-assets-moved');
    await page.goto(`${j.app.url}/#/admin/reports`);
    await page.locator(byRole('switch', 'Lock content for all users')).click();
    await waitForText(page, 'Content unlocked for all users');
  }, 60_000);

  it('shows the Stats as key/value counts', async () => {
    await page.goto(`${j.app.url}/#/admin/stats`);
    await heading(page, 'Stats');
    await waitForText(page, 'Active projects');
    await waitForText(page, 'SceneLabelCreated events');
    await screenshot(page, 'a09-stats');
  }, 60_000);
});
