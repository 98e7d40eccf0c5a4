// The review panel in the browser (spec 002, "Comment panel"; issue 18), in the scene editor's Comments
// tab: a comment at the playhead that mentions a teammate picked from the @ list, a reply to it, and
// resolving it, after which it sits in the Resolved section. axe finds nothing serious on the panel.
import type { Page } from 'puppeteer-core';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, waitForText } from './browser';
import { startJourney } from './journey';

const TEAMMATE = { userID: 3, email: 'tom@example.com', givenName: 'Tom', familyName: 'Mate', password: 'teammate-password-1' };
const seeded = { projectID: '', sceneID: '' };
let api: HttpClient;

const ok = async (path: string, body: unknown): Promise<Record<string, any>> => {
  const answer = await api.post(`/api${path}`, body);
  if (answer.status !== 200) throw new Error(`${path} failed: ${answer.status} ${answer.text}`);
  return answer.body as Record<string, any>;
};

const seed = async (app: TestApp): Promise<void> => {
  api = new HttpClient(app.url);
  await api.signIn(app.adminEmail, app.adminPassword);
  await ok('/admin/addUser', TEAMMATE);
  await ok('/admin/addGrants', { userID: TEAMMATE.userID, grants: ['content.projects-edit'] });
  seeded.projectID = String((await ok('/project/create', { name: 'Water cycle', groups: [] })).project.projectID);
  seeded.sceneID = String((await ok('/scene/createProjectScene', { projectID: seeded.projectID, name: 'Evaporation', duration: 10_000 })).scene.sceneID);
};

const threads = async (): Promise<Record<string, any>[]> => (await ok('/editor/getSceneComments', { sceneID: seeded.sceneID })).comments as Record<string, any>[];

/** Waits until the scene's saved comments pass `check`. */
const waitForComments = async (check: (comments: Record<string, any>[]) => boolean, what: string): Promise<Record<string, any>[]> => {
  const until = Date.now() + 15_000;
  for (;;) {
    const comments = await threads();
    if (check(comments)) return comments;
    if (Date.now() > until) throw new Error(`the scene's comments never showed ${what}: ${JSON.stringify(comments).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const panel = '[data-testid="comment-panel"]';
const inResolved = (page: Page, text: string) => page.waitForFunction((t: string) => document.querySelector('[data-testid="resolved-comments"]')?.textContent?.includes(t) ?? false, {}, text);

describe('the review panel in the browser', () => {
  const j = startJourney('review-panel-zz-last', seed);
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1440, height: 900 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
    await page.goto(`${j.app.url}/#/project/${seeded.projectID}/editor/scene/${seeded.sceneID}`);
    await waitForText(page, 'Evaporation');
    await click(page, 'tab', 'Comments');
    await page.waitForSelector(panel, { visible: true });
    await waitForText(page, 'No comments yet');
  });

  it('saves a comment at the playhead that mentions a teammate chosen from the @ list', async () => {
    const box = await page.waitForSelector(byRole('combobox', 'New comment'), { visible: true });
    // Save is off until there is text.
    expect(await page.$eval('::-p-aria([name="Save"][role="button"])', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await box!.type('Slower here, @to', { delay: 15 });
    await page.waitForSelector(byRole('listbox', 'Mention someone'), { visible: true });
    await waitForText(page, 'Tom Mate');
    await screenshot(page, 'review-panel-01-mention-picker');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (document.activeElement as HTMLTextAreaElement | null)?.value === 'Slower here, @Tom Mate ');
    // The picker takes Enter while it is open: it must have closed before the next key.
    await page.waitForSelector(byRole('listbox', 'Mention someone'), { hidden: true });
    // Shift+Enter adds a line; Enter sends.
    await page.keyboard.down('Shift');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Shift');
    await page.keyboard.type('please', { delay: 15 });
    await page.keyboard.press('Enter');
    const [comment] = await waitForComments((c) => c.length === 1, 'the new comment');
    // The picked name is followed by a space, kept before the new line.
    expect(comment!.text).toBe('Slower here, @Tom Mate \nplease');
    expect(comment!.mentionedUserIDs).toEqual([TEAMMATE.userID]);
    expect(comment!.timestamp).toBe(0);
    await waitForText(page, 'please');
    await waitForText(page, '(you)');
    expect(await page.$eval(byRole('combobox', 'New comment'), (b) => (b as HTMLTextAreaElement).value)).toBe('');
    await screenshot(page, 'review-panel-02-comment');
  });

  it('replies to the comment; the reply is listed under it', async () => {
    await click(page, 'button', 'Reply');
    const box = await page.waitForSelector(byRole('combobox', 'Reply'), { visible: true });
    await box!.type('Done, slowed to half', { delay: 10 });
    await page.keyboard.press('Enter');
    const [thread] = await waitForComments((c) => c[0]?.replies?.length === 1, 'the reply');
    expect(thread!.replies[0].text).toBe('Done, slowed to half');
    expect(thread!.replies[0].parentCommentID).toBe(thread!.commentID);
    await waitForText(page, 'Done, slowed to half');
    expect(await page.$(byRole('combobox', 'Reply'))).toBeNull();
    await screenshot(page, 'review-panel-03-reply');
  });

  it('resolves the comment, which moves to the Resolved section', async () => {
    await click(page, 'button', 'Resolve');
    await waitForComments((c) => c[0]?.status === 2, 'the comment resolved');
    await inResolved(page, 'Slower here');
    await waitForText(page, 'No open comments');
    await page.waitForSelector(byRole('button', 'Unresolve'), { visible: true });
    // A resolved comment is no longer edited.
    expect(await page.$(byRole('button', 'Edit'))).toBeNull();
    await screenshot(page, 'review-panel-04-resolved');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});
