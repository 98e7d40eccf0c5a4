// Adding a teammate in one step (issue 20): the Add user dialog offers the next free user ID and the
// starting grants content.projects-edit and content.assets-edit ticked; the one-time link opened in
// another browser lets the newcomer choose a password and signs them in at once, on the dashboard
// without 'You shall not pass!'. Then the full user dialog: a Trello ID, deactivate with the banner
// 'This user's account is deactivated', reactivate.
import type { Page } from 'puppeteer-core';
import { seriousAxeViolations } from './axe';
import { byRole, click, openPrivatePage, screenshot, signIn, typeInto, waitForDialogsClosed, waitForText } from './browser';
import { startJourney } from './journey';

const settleAnimations = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
const shots = async (page: Page, name: string) => {
  await settleAnimations(page);
  await page.setViewport({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewport({ width: 480, height: 900 });
  await screenshot(page, `${name}-480`);
  await page.setViewport({ width: 1280, height: 900 });
};
// Waits for the field: under load the dialog's text can show a moment before the field does.
const valueOf = async (page: Page, label: string) => {
  const field = await page.waitForSelector(byRole('textbox', label), { visible: true });
  return field!.evaluate((el) => (el as HTMLInputElement).value);
};

describe('adding a user in one step', () => {
  const j = startJourney('zz-admin-users-last');
  let page: Page;
  let link: string;

  beforeAll(async () => {
    page = j.page;
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);

  it('offers the next free user ID and the starting grants, and gives the link to copy', async () => {
    await page.goto(`${j.app.url}/#/admin/users`);
    await click(page, 'button', 'Add user');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[role="dialog"] input[inputmode="numeric"]')?.value === '2');
    const ticked = await page.$$eval('[role="dialog"] input[type="checkbox"]', (els) => els.filter((e) => (e as HTMLInputElement).checked).map((e) => (e as HTMLInputElement).value));
    expect(ticked).toEqual(['content.projects-edit', 'content.assets-edit']);
    await typeInto(page, 'Email', 'newcomer@example.com');
    await typeInto(page, 'Given name', 'Nell');
    await typeInto(page, 'Family name', 'Newcomer');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shots(page, 'admin-users-01-add-user');
    await click(page, 'button', 'Save');
    await waitForText(page, 'one-time link');
    link = await valueOf(page, 'Set-password link');
    expect(link).toMatch(/#\/set-password\/[\w-]+$/);
    await shots(page, 'admin-users-02-link');
    await click(page, 'button', 'Done');
    await waitForDialogsClosed(page);
  }, 60_000);

  it('the newcomer opens the link, chooses a password and lands on the dashboard, signed in', async () => {
    const newcomer = await openPrivatePage(j.session.browser);
    await newcomer.goto(link);
    await waitForText(newcomer, 'Choose your password');
    await (await newcomer.waitForSelector('xpath/.//label[normalize-space(.)="New password"]/following::input[1]'))!.type('harbour kites hum softly', { delay: 5 });
    await (await newcomer.waitForSelector('xpath/.//label[normalize-space(.)="Repeat password"]/following::input[1]'))!.type('harbour kites hum softly', { delay: 5 });
    await click(newcomer, 'button', 'Set password');
    await newcomer.waitForFunction(() => window.location.hash.startsWith('#/home'));
    await newcomer.waitForSelector(byRole('button', 'New project'));
    expect(await newcomer.evaluate(() => document.body.innerText)).not.toContain('You shall not pass!');
    await screenshot(newcomer, 'admin-users-03-newcomer-home');
    await newcomer.close();
  }, 60_000);

  it('sets a Trello ID, deactivates with the banner, and reactivates', async () => {
    const row = await page.waitForSelector('::-p-aria([name="Edit Nell Newcomer"])', { visible: true });
    await row!.click();
    await typeInto(page, 'Trello ID', '5f1a2b3c4d');
    await click(page, 'button', 'Save Trello ID');
    await waitForText(page, 'Trello ID saved');
    await click(page, 'button', 'Deactivate');
    await waitForText(page, "This user's account is deactivated");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shots(page, 'admin-users-04-deactivated');
    await click(page, 'button', 'Reactivate');
    await page.waitForSelector(byRole('button', 'Deactivate'));
    await page.keyboard.press('Escape');
    await waitForDialogsClosed(page);
    await page.waitForFunction(() => document.body.innerText.includes('5f1a2b3c4d'));
  }, 60_000);
});
