// The bell in the browser (spec 000, "Notifications and tasks in the header"; issue 18): a teammate
// replies to the author's comment and the author's bell shows it without a reload, pushed by the live
// stream; the marker toggles read and unread; a click marks it read and opens the scene. A mention in the
// project's own comments opens the project contents page at that comment, selected (issue 18).
import type { Page } from 'puppeteer-core';
import { Messages } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, screenshot, signIn, waitForText } from './browser';
import { startJourney } from './journey';

const AUTHOR = { userID: 2, email: 'ada@example.com', givenName: 'Ada', familyName: 'Author', password: 'author-password-1' };
const TEAMMATE = { userID: 3, email: 'tom@example.com', givenName: 'Tom', familyName: 'Mate', password: 'teammate-password-1' };

const must = async (client: HttpClient, path: string, body: unknown) => {
  const answer = await client.post(path, body);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return answer;
};

const people = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  for (const who of [AUTHOR, TEAMMATE]) {
    await must(admin, '/api/admin/addUser', who);
    await must(admin, '/api/admin/addGrants', { userID: who.userID, grants: ['content.projects-edit'] });
  }
};

const signedInClient = async (app: TestApp, who: { email: string; password: string }): Promise<HttpClient> => {
  const client = new HttpClient(app.url);
  await client.signIn(who.email, who.password);
  return client;
};

/** The row of Tom's reply; its name is what it shows ('Unread: ' is read out before an unread one). */
const REPLY_ROW = '::-p-text(Tom replied to your comment on a scene)';
const bell = (page: Page) => page.locator('button[aria-label^="Notifications"]');
const bellLabel = (page: Page) => page.$eval('button[aria-label^="Notifications"]', (b) => b.getAttribute('aria-label'));

describe('the notification bell', () => {
  const journey = startJourney('notifications-zz-last', people);
  let author: HttpClient;
  let teammate: HttpClient;
  let sceneID: string;
  let projectID: string;

  beforeAll(async () => {
    author = await signedInClient(journey.app, AUTHOR);
    teammate = await signedInClient(journey.app, TEAMMATE);
  });

  it('is empty at first, and says so', async () => {
    const { page, app } = journey;
    await signIn(page, app.url, AUTHOR.email, AUTHOR.password);
    await bell(page).click();
    await waitForText(page, Messages.noNotifications);
    expect(await bellLabel(page)).toBe('Notifications');
    await screenshot(page, 'notifications-01-empty');
    await page.keyboard.press('Escape');
  }, 60_000);

  it("shows a teammate's reply without a reload, counted as unread", async () => {
    const { page } = journey;
    const created = await must(author, '/api/project/create', { name: 'Bell journey', groups: [] });
    projectID = created.body.project.projectID as string;
    const scene = await must(author, '/api/scene/createProjectScene', { projectID, name: 'Opening' });
    sceneID = scene.body.scene.sceneID as string;
    const comment = await must(author, '/api/editor/saveSceneComment', { sceneID, text: 'The arrow comes in too early', annotations: [] });
    await must(teammate, '/api/editor/saveSceneComment', { sceneID, text: 'Moved it to 0:04', parentCommentID: comment.body.comment.commentID, annotations: [] });

    // No reload: the live stream names the notifications read model and the bell refetches.
    await page.waitForFunction(() => document.querySelector('button[aria-label^="Notifications"]')?.getAttribute('aria-label') === 'Notifications, 1 unread', { timeout: 15_000 });
    await bell(page).click();
    await page.waitForSelector(REPLY_ROW, { visible: true });
    await waitForText(page, 'Moved it to 0:04');
    await screenshot(page, 'notifications-02-reply');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    // A phone's width: the list still fits beside the screen's edge.
    await page.setViewport({ width: 400, height: 800 });
    await screenshot(page, 'notifications-03-narrow');
    await page.setViewport({ width: 1360, height: 860 });
  }, 60_000);

  it('toggles read and unread with the marker', async () => {
    const { page } = journey;
    await page.locator(byRole('button', 'Mark as read')).click();
    await page.waitForFunction(() => document.querySelector('button[aria-label^="Notifications"]')?.getAttribute('aria-label') === 'Notifications');
    await page.waitForSelector(byRole('button', 'Mark as unread'), { visible: true });
    await page.locator(byRole('button', 'Mark as unread')).click();
    await page.waitForFunction(() => document.querySelector('button[aria-label^="Notifications"]')?.getAttribute('aria-label') === 'Notifications, 1 unread');
  }, 60_000);

  it('opens the scene from the row, and marks it read', async () => {
    const { page } = journey;
    await page.locator(REPLY_ROW).click();
    await page.waitForFunction((path: string) => window.location.hash === `#${path}`, {}, `/project/${encodeURIComponent(projectID)}/editor/scene/${encodeURIComponent(sceneID)}`);
    // The mark is sent after the page has moved on: wait for it to be read (bounded by the test's time).
    let unread = -1;
    for (let tries = 0; tries < 50 && unread !== 0; tries += 1) {
      const answer = await author.get('/api/notifications/getNotifications');
      unread = answer.status === 200 ? (answer.body.unread as number) : -1;
      if (unread !== 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(unread).toBe(0);
  }, 60_000);

  it("lists 5 at first, and 'Load more' adds 5", async () => {
    const { page, app } = journey;
    const admin = await signedInClient(app, { email: app.adminEmail, password: app.adminPassword });
    for (let i = 1; i <= 6; i += 1)
      await must(admin, '/api/notifications/createNotification', {
        userID: AUTHOR.userID,
        action: 'projectContentsMention',
        data: { commentingUserID: TEAMMATE.userID, projectID, text: `Note ${i}` },
      });
    await page.goto(`${app.url}/#/home`);
    await page.waitForFunction(() => document.querySelector('button[aria-label^="Notifications"]')?.getAttribute('aria-label') === 'Notifications, 6 unread');
    await bell(page).click();
    await waitForText(page, "Tom mentioned you in a project's comments");
    const rows = () => page.$$eval('[data-notification-row]', (r) => r.length);
    expect(await rows()).toBe(5);
    await page.locator(byRole('button', 'Load more')).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-notification-row]').length === 7);
    expect(await page.$$(byRole('button', 'Load more'))).toHaveLength(0);
    await screenshot(page, 'notifications-04-load-more');
  }, 60_000);

  it("opens a mention in the project's comments at that comment, selected and in view", async () => {
    const { page } = journey;
    const projectComment = async (text: string) => must(teammate, '/api/comments/saveComment', { projectID, fileID: -1, data: { text } });
    // Enough comments around it that the page must scroll to it.
    for (let i = 1; i <= 6; i += 1) await projectComment(`Earlier note ${i}`);
    const mention = (await must(teammate, '/api/comments/saveComment', { projectID, fileID: -1, data: { text: 'Is the lava too bright here?' }, mentionedUsers: [AUTHOR.userID] })).body.comment
      .commentID as string;
    for (let i = 1; i <= 6; i += 1) await projectComment(`Later note ${i}`);

    // The bell is still open from the test before: a fresh page, then open it.
    await page.reload();
    await bell(page).click();
    await page.locator('::-p-text(Is the lava too bright here?)').click();
    await page.waitForFunction((path: string) => window.location.hash === `#${path}`, {}, `/projectContents/${encodeURIComponent(projectID)}/comments/${encodeURIComponent(mention)}`);
    const selected = `[data-project-comments] [data-comment-id="${mention}"] button[aria-pressed="true"]`;
    await page.waitForSelector(selected, { visible: true });
    // In view and focused once the page has settled.
    await page.waitForFunction(
      (sel: string) => {
        const button = document.querySelector(sel);
        if (!button) return false;
        const box = button.getBoundingClientRect();
        return document.activeElement === button && box.top >= 0 && box.bottom <= window.innerHeight;
      },
      { timeout: 10_000 },
      selected,
    );
    await screenshot(page, 'notifications-05-project-comment-link');
    await page.waitForFunction(() => document.querySelector('.mantine-Loader-root, [data-loading]') === null, { timeout: 10_000 });
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    // Deselecting returns to the page's own address; selecting again names the comment.
    await page.locator(selected).click();
    await page.waitForFunction((path: string) => window.location.hash === `#${path}`, {}, `/projectContents/${encodeURIComponent(projectID)}`);
    await page.locator(`[data-project-comments] [data-comment-id="${mention}"] button[aria-pressed="false"]`).click();
    await page.waitForFunction((path: string) => window.location.hash === `#${path}`, {}, `/projectContents/${encodeURIComponent(projectID)}/comments/${encodeURIComponent(mention)}`);
  }, 90_000);

  it("opens a reply's thread by the project's name, and says so when the comment is gone", async () => {
    const { page, app } = journey;
    const thread = (await must(teammate, '/api/comments/saveComment', { projectID, fileID: -1, data: { text: 'Should the title fade in?' } })).body.comment.commentID as string;
    const reply = (await must(author, '/api/comments/saveComment', { projectID, fileID: -1, data: { text: 'Yes, over a second', parentCommentID: thread } })).body.comment.commentID as string;
    await page.goto(`${app.url}/#/projectContents/${encodeURIComponent('Bell journey')}/comments/${encodeURIComponent(reply)}`);
    await page.waitForSelector(`[data-project-comments] [data-comment-id="${thread}"] button[aria-pressed="true"]`, { visible: true });
    await waitForText(page, 'Yes, over a second');

    await page.goto(`${app.url}/#/projectContents/${encodeURIComponent(projectID)}/comments/no-such-comment`);
    await page.waitForSelector('[data-missing-comment]', { visible: true });
    await waitForText(page, Messages.commentNotFound);
    expect(await page.$$('[data-project-comments] button[aria-pressed="true"]')).toHaveLength(0);
    await screenshot(page, 'notifications-06-project-comment-gone');
    // The page's other sections load on their own; check the page once they have.
    await page.waitForFunction(() => document.querySelector('.mantine-Loader-root, [data-loading]') === null, { timeout: 10_000 });
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.locator(byRole('button', 'Show all comments')).click();
    await page.waitForFunction((path: string) => window.location.hash === `#${path}`, {}, `/projectContents/${encodeURIComponent(projectID)}`);
    await page.waitForSelector('[data-missing-comment]', { hidden: true });
  }, 90_000);
});
