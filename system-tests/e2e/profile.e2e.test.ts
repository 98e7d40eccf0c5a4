// The profile in the browser (issue 20; spec 000 section 2): a member opens their profile from the
// avatar, adds and removes a role (a held role is not offered again) and a degree, uploads an avatar
// (a file that is not an image says 'Uh oh, something went wrong with that upload.'), and changes their
// password: their other browser is signed out, the new password signs in. Screens at 1280 and 480 wide,
// and no serious accessibility problem.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { AuthPaths } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, typeInto, waitForText } from './browser';
import { startJourney } from './journey';

const MEMBER = { userID: 2, email: 'maya@example.com', givenName: 'Maya', familyName: 'Member', password: 'a long enough password' };
const NEW_PASSWORD = 'velvet lanterns drift upstream';

const seed = async (app: TestApp) => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const added = await admin.post('/api/admin/addUser', { ...MEMBER, grants: ['content.projects-view'] });
  if (added.status !== 200) throw new Error(`addUser: ${added.status} ${added.text}`);
};

const inputLabelled = async (page: Page, label: string) => {
  const id = await page.$eval(`xpath/.//label[starts-with(normalize-space(.), "${label}")]`, (el) => el.getAttribute('for'));
  return page.waitForSelector(`[id="${id}"]`, { visible: true });
};
const settleAnimations = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
const shots = async (page: Page, name: string) => {
  await settleAnimations(page);
  await page.setViewport({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewport({ width: 480, height: 900 });
  await screenshot(page, `${name}-480`);
  await page.setViewport({ width: 1280, height: 900 });
};
const typePassword = async (page: Page, label: string, text: string) => {
  const input = await inputLabelled(page, label);
  await input!.click({ count: 3 });
  await input!.type(text, { delay: 5 });
};

describe('the profile in the browser', () => {
  const j = startJourney('zz-profile-last', seed);
  let page: Page;
  let files: string;

  beforeAll(async () => {
    page = j.page;
    files = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-e2e-'));
    await sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toFile(path.join(files, 'face.png'));
    fs.writeFileSync(path.join(files, 'notes.txt'), 'not an image');
    await signIn(page, j.app.url, MEMBER.email, MEMBER.password);
  }, 60_000);

  it('opens the profile from the avatar, with personal details and no serious accessibility problem', async () => {
    await click(page, 'link', 'Your profile');
    await page.waitForSelector(byRole('heading', 'Profile'));
    await waitForText(page, MEMBER.email);
    await waitForText(page, 'content.projects-view');
    await page.waitForSelector(byRole('heading', 'Password'));
    await waitForText(page, 'Change password');
    // The screen under test, not the product-wide header (its avatar link's name lacks the initials it
    // shows: label-content-name-mismatch, reported to the header's owner) nor the toasts.
    expect(await seriousAccessibilityProblems(page, ['.mantine-Notifications-root', 'header'])).toEqual([]);
    await shots(page, 'profile-01');
  }, 60_000);

  it('adds a role, no longer offers it, and removes it', async () => {
    await (await inputLabelled(page, 'Add a role'))!.click();
    await click(page, 'option', 'Illustrator');
    await click(page, 'button', 'Add role');
    await page.waitForSelector(byRole('button', 'Remove role Illustrator'));
    await (await inputLabelled(page, 'Add a role'))!.click();
    await page.waitForSelector(byRole('option', 'Reviewer'), { visible: true });
    expect(await page.$$eval('[role="option"]', (els) => els.map((e) => e.textContent))).not.toContain('Illustrator');
    await page.keyboard.press('Escape');
    await click(page, 'button', 'Remove role Illustrator');
    await page.waitForFunction(() => !document.querySelector('[aria-label="Remove role Illustrator"]'));
    await waitForText(page, 'No roles yet.');
  }, 60_000);

  it('adds degrees and removes one', async () => {
    await typeInto(page, 'Add a degree', 'BA English');
    await page.keyboard.press('Enter');
    await page.waitForSelector(byRole('button', 'Remove degree BA English'));
    await typeInto(page, 'Add a degree', 'MFA Animation');
    await click(page, 'button', 'Add degree');
    await page.waitForSelector(byRole('button', 'Remove degree MFA Animation'));
    await shots(page, 'profile-02-roles-degrees');
    await click(page, 'button', 'Remove degree BA English');
    await page.waitForFunction(() => !document.querySelector('[aria-label="Remove degree BA English"]'));
    await waitForText(page, 'MFA Animation');
  }, 60_000);

  it("uploads an avatar, and says 'Uh oh, something went wrong with that upload.' for a file that is not one", async () => {
    const [bad] = await Promise.all([page.waitForFileChooser(), click(page, 'button', 'Change avatar')]);
    await bad.accept([path.join(files, 'notes.txt')]);
    await waitForText(page, 'Uh oh, something went wrong with that upload.');
    const [good] = await Promise.all([page.waitForFileChooser(), click(page, 'button', 'Change avatar')]);
    await good.accept([path.join(files, 'face.png')]);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="Maya Member\'s avatar"]');
      return img !== null && img.src.includes('/api/v1/blobs/') && img.complete && img.naturalWidth > 0;
    });
  }, 60_000);

  it('changes the password: another browser of the member is signed out, the new password signs in', async () => {
    const other = new HttpClient(j.app.url);
    await other.signIn(MEMBER.email, MEMBER.password);
    await typePassword(page, 'Current password', 'not my password');
    await typePassword(page, 'New password', NEW_PASSWORD);
    await typePassword(page, 'Repeat new password', NEW_PASSWORD);
    await click(page, 'button', 'Change password');
    await waitForText(page, 'Your current password is not correct.');
    await shots(page, 'profile-03-wrong-password');
    await typePassword(page, 'Current password', MEMBER.password);
    await typePassword(page, 'New password', NEW_PASSWORD);
    await typePassword(page, 'Repeat new password', NEW_PASSWORD);
    await click(page, 'button', 'Change password');
    await waitForText(page, 'Password changed. You were signed out everywhere else.');
    expect((await other.post('/api/user/checkLoggedIn', {})).body).toEqual({ loggedIn: false });
    expect((await new HttpClient(j.app.url).post(AuthPaths.login, { email: MEMBER.email, password: MEMBER.password })).status).toBe(401);
    expect((await new HttpClient(j.app.url).post(AuthPaths.login, { email: MEMBER.email, password: NEW_PASSWORD })).status).toBe(200);
    // This browser stays signed in.
    await page.reload();
    await page.waitForSelector(byRole('heading', 'Profile'));
    await waitForText(page, 'MFA Animation');
  }, 60_000);
});
