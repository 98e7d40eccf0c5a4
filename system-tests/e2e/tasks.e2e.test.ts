// Tasks in the browser (spec 000 sections 2-4, spec 001 Tasks tab; issue 20): the admin assigns a task on
// the Tasks board; the assignee's bell and task dropdown show it without a reload, pushed by the live
// stream; the assignee ticks it off, and the project's contents page shows it completed. A column that
// holds more tasks than the board lists (TaskLimits.boardColumnMax) says so.
import type { Page } from 'puppeteer-core';
import { Messages, TaskLimits } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, openPrivatePage, screenshot, signIn, typeInto, waitForDialogsClosed, waitForText } from './browser';
import { startJourney } from './journey';

const ADA = { userID: 2, email: 'ada@example.com', givenName: 'Ada', familyName: 'Assignee', password: 'assignee-password-1' };
/** Holds one more overdue task than the Overdue column lists. */
const BO = { userID: 3, email: 'bo@example.com', givenName: 'Bo', familyName: 'Bulk', password: 'bulk-password-12' };
const OVERDUE = TaskLimits.boardColumnMax + 1;
const TASK = 'Draw the cell membrane';
let projectID = '';

const seed = async (app: TestApp): Promise<void> => {
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const must = async (path: string, body: unknown) => {
    const answer = await admin.post(path, body);
    if (answer.status !== 200) throw new Error(`seed ${path}: ${answer.status} ${answer.text}`);
    return answer;
  };
  await must('/api/admin/addUser', ADA);
  await must('/api/admin/addGrants', { userID: ADA.userID, grants: ['content.projects-edit'] });
  projectID = (await must('/api/project/create', { name: 'Cell biology', groups: [] })).body.project.projectID as string;
  await must('/api/admin/addUser', BO);
  const archive = (await must('/api/project/create', { name: 'Slide archive', groups: [] })).body.project.projectID as string;
  for (let n = 0; n < OVERDUE; n += 1) {
    await must('/api/tasks/save', { text: `Sort slide box ${n + 1}`, targetUserID: BO.userID, projectID: archive, notes: '', dueDate: `2020-01-${String((n % 28) + 1).padStart(2, '0')}` });
  }
};

/** A Mantine select's input in the open dialog, found by its label (the board has filters of the same names). */
const inputLabelled = async (page: Page, label: string) => {
  const id = await page.$eval(`xpath/.//*[@role="dialog"]//label[starts-with(normalize-space(.), "${label}")]`, (el) => el.getAttribute('for'));
  return page.waitForSelector(`[id="${id}"]`, { visible: true });
};
/** Types into a searchable select until the option shows, then picks it with the keyboard, as a person may. */
const choose = async (page: Page, label: string, typed: string, option: string): Promise<void> => {
  const input = await inputLabelled(page, label);
  await input!.type(typed, { delay: 15 });
  await page.waitForSelector(`xpath/.//*[@role="option"][normalize-space(.)="${option}"]`, { visible: true });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForFunction((el, v) => (el as HTMLInputElement).value === v, {}, input!, option);
};
/** A task's card on the board: the button that edits it. */
const cardOf = (text: string) => `xpath/.//*[@data-board-task]//button[.//*[normalize-space(.)="${text}"]]`;
const settleAnimations = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
const labelOf = (page: Page, prefix: string) => page.$eval(`button[aria-label^="${prefix}"]`, (b) => b.getAttribute('aria-label'));
const waitForLabel = (page: Page, prefix: string, label: string) =>
  page.waitForFunction((p: string, l: string) => document.querySelector(`button[aria-label^="${p}"]`)?.getAttribute('aria-label') === l, { timeout: 15_000 }, prefix, label);

describe('tasks: assigned on the board, ticked off by the assignee', () => {
  const j = startJourney('zz-tasks-last', seed);
  let admin: Page;
  let ada: Page;

  beforeAll(async () => {
    admin = j.page;
    await admin.setViewport({ width: 1280, height: 860 });
    await signIn(admin, j.app.url, j.app.adminEmail, j.app.adminPassword);
    ada = await openPrivatePage(j.session.browser, { width: 1280, height: 860 });
    await signIn(ada, j.app.url, ADA.email, ADA.password);
  }, 60_000);

  it("the assignee's task dropdown is empty at first, and says so", async () => {
    await ada.locator('button[aria-label^="Tasks"]').click();
    await waitForText(ada, Messages.taskNoOpen);
    expect(await labelOf(ada, 'Tasks')).toBe('Tasks');
    await screenshot(ada, 'tasks-01-dropdown-empty');
    await ada.keyboard.press('Escape');
  }, 60_000);

  it('the admin creates a task on the board: Create is enabled only once teammate, project and name are filled', async () => {
    await admin.goto(`${j.app.url}/#/admin/tasks`);
    await admin.waitForSelector(byRole('heading', 'Tasks'), { visible: true });
    for (const column of ['Due', 'Due soon', 'Overdue']) await admin.waitForSelector(byRole('heading', column), { visible: true });
    // The Overdue column lists its first tasks, counts them all and says how to narrow it.
    const note = await admin.waitForSelector('[data-column-note="overdue"]', { visible: true });
    expect(await note!.evaluate((el) => el.textContent)).toBe(Messages.taskBoardColumnCapped(TaskLimits.boardColumnMax, OVERDUE));
    expect(await admin.$$eval('section[aria-labelledby="tasks-column-overdue"] [data-board-task]', (cards) => cards.length)).toBe(TaskLimits.boardColumnMax);
    await click(admin, 'button', 'Create task');
    await admin.waitForSelector('[role="dialog"]');
    const create = () => admin.$eval('[role="dialog"] button[type="submit"]', (b) => (b as HTMLButtonElement).disabled);
    expect(await create()).toBe(true);
    await choose(admin, 'Teammate', 'Ada', 'Ada Assignee');
    await choose(admin, 'Project', 'Cell', 'Cell biology');
    expect(await create()).toBe(true);
    await typeInto(admin, 'Task name', TASK);
    // Due tomorrow: Due soon.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const due = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await admin.$eval(
      '[role="dialog"] input[type="date"]',
      (el, v) => {
        const input = el as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, v);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      due,
    );
    await typeInto(admin, 'Notes', 'Label the proteins');
    expect(await create()).toBe(false);
    await settleAnimations(admin);
    await screenshot(admin, 'tasks-02-create-dialog');
    expect(await seriousAccessibilityProblems(admin)).toEqual([]);
    await click(admin, 'button', 'Create');
    await waitForDialogsClosed(admin);
    const card = await admin.waitForSelector(cardOf(TASK), { visible: true });
    // In the Due soon column.
    expect(await card!.evaluate((el) => el.closest('section')?.querySelector('h3')?.textContent)).toBe('Due soon');
    await screenshot(admin, 'tasks-03-board');
    expect(await seriousAccessibilityProblems(admin)).toEqual([]);
    await admin.setViewport({ width: 480, height: 860 });
    await screenshot(admin, 'tasks-04-board-narrow');
    await admin.setViewport({ width: 1280, height: 860 });
  }, 90_000);

  it('the board edits a task: Save is enabled only when something changed', async () => {
    await admin.locator(cardOf(TASK)).click();
    await admin.waitForSelector(byRole('heading', 'Edit task'), { visible: true });
    const save = () => admin.$eval('[role="dialog"] button[type="submit"]', (b) => (b as HTMLButtonElement).disabled);
    expect(await save()).toBe(true);
    await typeInto(admin, 'Notes', 'Label the proteins and lipids');
    expect(await save()).toBe(false);
    await click(admin, 'button', 'Save');
    await waitForDialogsClosed(admin);
  }, 60_000);

  it("the assignee's bell and task dropdown show it without a reload", async () => {
    await waitForLabel(ada, 'Notifications', 'Notifications, 1 unread');
    await waitForLabel(ada, 'Tasks', 'Tasks, 1 open');
    await ada.locator('button[aria-label^="Notifications"]').click();
    await waitForText(ada, 'assigned you a task');
    await waitForText(ada, 'Cell biology');
    await screenshot(ada, 'tasks-05-bell');
    await ada.keyboard.press('Escape');
    await ada.locator('button[aria-label^="Tasks"]').click();
    await waitForText(ada, TASK);
    await waitForText(ada, 'Due ');
    await settleAnimations(ada);
    await screenshot(ada, 'tasks-06-dropdown');
    expect(await seriousAccessibilityProblems(ada)).toEqual([]);
    await ada.setViewport({ width: 480, height: 860 });
    await screenshot(ada, 'tasks-07-dropdown-narrow');
    await ada.setViewport({ width: 1280, height: 860 });
  }, 60_000);

  it('the assignee ticks it off; it moves to Completed and leaves the board', async () => {
    await click(ada, 'checkbox', `Mark “${TASK}” as complete`);
    await waitForLabel(ada, 'Tasks', 'Tasks');
    await ada.waitForSelector(byRole('checkbox', `Open “${TASK}” again`), { visible: true });
    await waitForText(ada, 'Completed');
    await screenshot(ada, 'tasks-08-dropdown-completed');
    await ada.locator('button[aria-label^="Tasks"]').click();
    await ada.waitForFunction(() => !document.querySelector('[aria-label="Completed tasks"]'));
    // The board lists open tasks only: the live stream takes it away.
    await admin.waitForFunction((t: string) => !document.body.innerText.includes(t), { timeout: 15_000 }, TASK);
  }, 60_000);

  it("the project's contents page shows it completed, with a check mark to others and a delete for its creator", async () => {
    const section = '#contents-tasks';
    await ada.goto(`${j.app.url}/#/projectContents/${encodeURIComponent(projectID)}`);
    await ada.waitForSelector(`${section} [data-task-row]`, { visible: true }).catch(async (err: unknown) => {
      await screenshot(ada, 'tasks-zz-assignee-contents-failed');
      throw err;
    });
    // The assignee keeps the checkbox, and sees when it was ticked off.
    await ada.waitForSelector(`${section} input[type="checkbox"][aria-label="Open “${TASK}” again"]`);
    await ada.$eval(section, (el) => el.scrollIntoView());
    await waitForText(ada, 'Completed ');
    // Every section done loading before the page is checked.
    await ada.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null, { timeout: 15_000 });
    await screenshot(ada, 'tasks-09-contents');
    expect(await seriousAccessibilityProblems(ada)).toEqual([]);
    await admin.goto(`${j.app.url}/#/projectContents/${encodeURIComponent(projectID)}`);
    // Anyone else sees a check mark; only the creator (the admin here) sees delete.
    await admin.waitForSelector(`${section} [role="img"][aria-label="Done"]`, { visible: true });
    expect(await ada.$$(`${section} button[aria-label="Delete “${TASK}”"]`)).toHaveLength(0);
    await admin.$eval(section, (el) => el.scrollIntoView());
    await admin.locator(`${section} button[aria-label="Delete “${TASK}”"]`).click();
    await waitForText(admin, Messages.taskDeleteConfirm);
    await screenshot(admin, 'tasks-10-delete-confirm');
    // The confirmation's own Delete (the Status section has a Delete of the project's).
    await admin.locator('xpath/.//*[@role="dialog"]//button[normalize-space(.)="Delete"]').click();
    await admin.waitForFunction((sel: string) => document.querySelector(`${sel} [data-task-row]`) === null, { timeout: 15_000 }, section);
    await screenshot(admin, 'tasks-11-contents-after-delete');
  }, 60_000);
});
