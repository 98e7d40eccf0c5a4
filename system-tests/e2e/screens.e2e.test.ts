// Browser journeys through the screens the first journey does not reach: each as the person it is
// for sees it (a member without grants, an admin of users only, the first admin), and on a phone.
import type { Page } from 'puppeteer-core';
import { Messages } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { byRole, click, openPrivatePage, screenshot, signIn, typeInto, waitForDialogsClosed, waitForText, waitForTextGone } from './browser';
import { startJourney } from './journey';

const MEMBER = { userID: 2, email: 'member@example.com', givenName: 'Mo', familyName: 'Member', password: 'member-password-1' };
const USER_ADMIN = { userID: 3, email: 'grace@example.com', givenName: 'Grace', familyName: 'Hopper', password: 'grace-password-1' };
const ALAN = { userID: 4, email: 'alan@example.com', givenName: 'Alan', familyName: 'Turing', password: 'alan-password-1' };

/** What the journeys start from, made through the API as an admin would. */
const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const ok = async (path: string, body: unknown) => {
    const answer = await admin.post(`/api${path}`, body);
    if (answer.status !== 200) throw new Error(`${path} failed: ${answer.status} ${answer.text}`);
    return answer.body as Record<string, any>;
  };
  const folder = await ok('/admin/folders/createGroup', { name: 'Biology' });
  await ok('/admin/folders/createGroup', { name: 'Geography' });
  await ok('/project/create', { name: 'Tides', groups: [folder.projectGroup.projectGroupID] });
  const old = await ok('/project/create', { name: 'Old lesson', groups: [] });
  await ok('/admin/projects/delete', { projectID: old.project.projectID });
  for (const u of [MEMBER, USER_ADMIN, ALAN]) await ok('/admin/addUser', u);
  await ok('/admin/addGrants', { userID: USER_ADMIN.userID, grants: ['admin.users', 'content.projects-view'] });
};

/** Drawers slide in; the screenshot is taken once they have arrived. */
const settleAnimations = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

const heading = (page: Page, name: string) => page.waitForSelector(byRole('heading', name), { visible: true });

describe('the screens of the first release', () => {
  const j = startJourney('zz-screens-last', seed);
  // The first admin's page, signed in once for the journeys that follow.
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);

  it("tells a member without grants 'You shall not pass!', naming the grant, and loads nothing behind it", async () => {
    const member = await openPrivatePage(j.session.browser);
    await signIn(member, j.app.url, MEMBER.email, MEMBER.password);
    await heading(member, Messages.youShallNotPass);
    await waitForText(member, 'content.projects-view');
    await waitForText(member, 'contact an admin');
    await screenshot(member, 'j01-you-shall-not-pass');
    // No refused call surfaced as an error toast behind the message.
    expect(await member.$$('.mantine-Notification-root')).toHaveLength(0);
    await member.browserContext().close();
  }, 60_000);

  it('shows an admin of users only the sections they lack dimmed, with the reason, and refuses them', async () => {
    const grace = await openPrivatePage(j.session.browser);
    await signIn(grace, j.app.url, USER_ADMIN.email, USER_ADMIN.password);
    await click(grace, 'link', 'Admin');
    await grace.waitForFunction(() => window.location.hash === '#/admin/users');
    await heading(grace, 'Users');
    const folders = await grace.waitForSelector(byRole('button', 'Folders'));
    await folders!.hover();
    await grace.waitForSelector(`::-p-aria([name="${Messages.noPermissionTooltip('Folders')}"][role="tooltip"])`);
    await screenshot(grace, 'j02-admin-section-dimmed');
    await folders!.click();
    expect(grace.url()).toMatch(/#\/admin\/users$/);
    await grace.goto(`${j.app.url}/#/admin/folders`);
    await waitForText(grace, Messages.noPermissionContent('Folders'));
    await grace.browserContext().close();
  }, 60_000);

  it('offers Join for the name of a live project and Revive for a deleted one, which opens it', async () => {
    await click(page, 'button', 'New project');
    await typeInto(page, 'Project name', 'tides');
    await page.keyboard.press('Enter');
    await waitForText(page, Messages.projectExists);
    await page.waitForSelector(byRole('button', 'Join project'));
    await typeInto(page, 'Project name', 'Old lesson');
    // Typing clears the message until the next try.
    await waitForTextGone(page, Messages.projectExists);
    await page.keyboard.press('Enter');
    await waitForText(page, Messages.projectExistsDeleted);
    await screenshot(page, 'j03-new-project-deleted');
    await click(page, 'button', 'Revive');
    await page.waitForFunction(() => window.location.hash.startsWith('#/project/'));
    await heading(page, 'Old lesson');
  }, 60_000);

  it('closes a dialog on Escape', async () => {
    await page.goto(`${j.app.url}/#/home`);
    await click(page, 'button', 'New project');
    await page.waitForSelector('[role="dialog"]');
    await page.keyboard.press('Escape');
    await waitForDialogsClosed(page);
  }, 60_000);

  it('subscribes to a selected project from the bulk bar, and finds it under Subscribed', async () => {
    await click(page, 'link', 'All projects');
    await click(page, 'checkbox', 'Select Tides');
    await waitForText(page, '1 selected');
    await screenshot(page, 'j04-bulk-bar');
    await click(page, 'button', 'Subscribe');
    await waitForText(page, 'Subscribed to 1 project');
    await waitForTextGone(page, '1 selected');
    await click(page, 'link', 'Subscribed');
    await heading(page, 'Subscribed projects');
    await page.waitForSelector('[data-project-card="Tides"]', { visible: true });
  }, 60_000);

  it('adds selected projects to a folder without dragging: select with the keyboard, then Add to folder', async () => {
    await click(page, 'link', 'All projects');
    await page.waitForSelector('[data-project-card="Tides"]', { visible: true });
    await page.focus(byRole('checkbox', 'Select Tides'));
    await page.keyboard.press('Space');
    await waitForText(page, '1 selected');
    await click(page, 'button', 'Add to folder');
    await click(page, 'menuitem', 'Geography');
    await waitForText(page, Messages.projectAddedToFolder('Geography'));
    await screenshot(page, 'j05-added-from-bulk-bar');
    await click(page, 'button', 'Deselect all');
    await page.click('[data-folder-drop="Geography"] a');
    await heading(page, 'Geography');
    await page.waitForSelector('[data-project-card="Tides"]', { visible: true });
  }, 60_000);

  it("deactivates a user, who then shows the banner 'This user's account is deactivated', and reactivates them", async () => {
    await page.goto(`${j.app.url}/#/admin/users`);
    await click(page, 'row', 'Edit Alan Turing');
    await click(page, 'button', 'Deactivate');
    await waitForText(page, Messages.userDeactivatedBanner);
    await screenshot(page, 'j05-user-deactivated');
    await click(page, 'button', 'Reactivate');
    await waitForTextGone(page, Messages.userDeactivatedBanner);
    await page.waitForSelector(byRole('button', 'Deactivate'));
    await page.keyboard.press('Escape');
    await waitForDialogsClosed(page);
  }, 60_000);

  it('deletes a project from the admin table after a confirmation answered with Enter', async () => {
    await page.goto(`${j.app.url}/#/admin/projects`);
    await click(page, 'button', 'Delete Tides');
    await waitForText(page, 'Delete Tides?');
    // The dialog puts the focus on its confirm button once it has opened; Enter then confirms.
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') && document.activeElement.textContent === 'Delete');
    await page.keyboard.press('Enter');
    await waitForDialogsClosed(page);
    await page.waitForSelector(byRole('row', 'Details of Tides'), { hidden: true });
    await click(page, 'checkbox', 'Deleted');
    await page.waitForSelector(byRole('button', 'Revive Tides'));
    await screenshot(page, 'j06-admin-projects-deleted');
  }, 60_000);

  it('folds the navigation and the folders into drawers on a phone', async () => {
    const phone = await openPrivatePage(j.session.browser, { width: 375, height: 740 });
    await signIn(phone, j.app.url, j.app.adminEmail, j.app.adminPassword);
    await click(phone, 'button', 'Open the menu');
    await phone.waitForSelector(byRole('link', 'Pronunciation guide'), { visible: true });
    await settleAnimations(phone);
    await screenshot(phone, 'j07-phone-menu');
    await phone.keyboard.press('Escape');
    await waitForDialogsClosed(phone);
    await click(phone, 'button', 'Folders');
    await phone.waitForSelector('[role="dialog"] [data-folder-drop="Biology"]', { visible: true });
    await settleAnimations(phone);
    await screenshot(phone, 'j08-phone-folders');
    await phone.click('[role="dialog"] [data-folder-drop="Biology"] a');
    await waitForDialogsClosed(phone);
    await heading(phone, 'Biology');
    await phone.browserContext().close();
  }, 60_000);
});
