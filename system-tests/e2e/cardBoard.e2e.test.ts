// The card-board link in the browser (spec 000 sections 5 and 8; issue 20): on a project's contents
// page an editor chooses a card of the folder's board (on the app's Trello stand-in) and links it; a
// card another project holds is refused with the spec's message and a link to that project; the linked
// card shows its list; removing the sync asks first. A project in no folder, and one whose folder's
// board has no cards, say so; the admin's folder dialog names the boards and lists ('[LIST NOT FOUND]').
import type { Page } from 'puppeteer-core';
import { Messages } from '@wb/contracts';
import { HttpClient } from '../src/testing/httpClient';
import type { TestApp } from '../src/testing/startTestApp';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, waitForDialogsClosed, waitForText, waitForTextGone } from './browser';
import { startJourney } from './journey';

const ALREADY_LINKED = 'Sorry, that card is already linked to an existing project:';
let projectID = '';
let emptyID = '';
let looseID = '';

const seed = async (app: TestApp): Promise<void> => {
  const trello = app.trello;
  if (trello === null) throw new Error('the journey needs the Trello stand-in');
  trello.addBoard({
    id: 'physics',
    name: 'Physics lessons',
    lists: [
      { id: 'script', name: 'Script' },
      { id: 'voice', name: 'Voiceover' },
    ],
  });
  trello.addCard({ id: 'gravity', name: 'Gravity explained', idBoard: 'physics', idList: 'script' });
  trello.addCard({ id: 'magnets', name: 'How magnets work', idBoard: 'physics', idList: 'voice', due: '2026-12-31T12:00:00.000Z' });
  const admin = new HttpClient(app.url);
  await admin.signIn(app.adminEmail, app.adminPassword);
  const must = async (path: string, body: unknown) => {
    const answer = await admin.post(path, body);
    if (answer.status !== 200) throw new Error(`seed ${path}: ${answer.status} ${answer.text}`);
    return answer;
  };
  const folderID = (await must('/api/admin/folders/createGroup', { name: 'Physics' })).body.projectGroup.projectGroupID as string;
  // The list 'gone' is not on the card board: the folder dialog says '[LIST NOT FOUND]', the cards leave it out.
  const lists = [
    { id: 'script', taskID: 0 },
    { id: 'voice', taskID: 2 },
    { id: 'gone', taskID: 4 },
  ];
  await must('/api/admin/folders/updateGroupTrelloData', { projectGroupID: folderID, trelloData: { boards: [{ id: 'physics', lists }] } });
  trello.addBoard({ id: 'empty', name: 'Empty board', lists: [{ id: 'nothing', name: 'Nothing yet' }] });
  const emptyFolder = (await must('/api/admin/folders/createGroup', { name: 'Chemistry' })).body.projectGroup.projectGroupID as string;
  await must('/api/admin/folders/updateGroupTrelloData', { projectGroupID: emptyFolder, trelloData: { boards: [{ id: 'empty', lists: [{ id: 'nothing', taskID: 0 }] }] } });
  emptyID = (await must('/api/project/create', { name: 'Chemistry video', groups: [emptyFolder] })).body.project.projectID as string;
  looseID = (await must('/api/project/create', { name: 'Loose video', groups: [] })).body.project.projectID as string;
  const other = (await must('/api/project/create', { name: 'Gravity video', groups: [folderID] })).body.project.projectID as string;
  await must('/api/project/linkTrelloCard', { projectID: other, trelloCardId: 'gravity' });
  projectID = (await must('/api/project/create', { name: 'Magnetism video', groups: [folderID] })).body.project.projectID as string;
};

/** A Mantine select's input, found by its label (exactly). */
const inputLabelled = async (page: Page, label: string) => {
  // The cards are asked of the card board when the section opens: the select appears once they are there.
  const found = await page.waitForSelector(`xpath/.//label[normalize-space(.)="${label}"]`, { visible: true });
  const id = await found!.evaluate((el) => el.getAttribute('for'));
  return page.waitForSelector(`[id="${id}"]`, { visible: true });
};
const settleAnimations = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
const chooseCard = async (page: Page, name: string) => {
  await (await inputLabelled(page, 'Card'))!.click();
  await click(page, 'option', name);
};
const sectionShot = async (page: Page, name: string) => {
  await page.$eval('#contents-cardBoard', (el) => el.scrollIntoView({ block: 'center' }));
  await settleAnimations(page);
  await screenshot(page, name);
};

describe('the card-board link: a card linked once', () => {
  const j = startJourney('zz-cardBoard-last', seed);
  let page: Page;

  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 860 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
    await page.goto(`${j.app.url}/#/projectContents/${projectID}`);
    await page.waitForSelector(byRole('heading', 'Card-board link'), { visible: true });
  }, 60_000);

  it("offers the folder's cards; a card another project holds is refused with the message and that project", async () => {
    await chooseCard(page, 'Gravity explained');
    await click(page, 'button', 'Link card');
    await waitForText(page, ALREADY_LINKED);
    await page.waitForSelector(byRole('link', 'Gravity video'), { visible: true });
    await waitForText(page, Messages.cardBoardChooseAnother);
    await sectionShot(page, 'cardBoard-01-already-linked');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 60_000);

  it('links another card: the section shows it with its list and due date', async () => {
    await chooseCard(page, 'How magnets work');
    await click(page, 'button', 'Link card');
    await page.waitForSelector('[data-testid="linked-card"]', { visible: true });
    await waitForText(page, 'How magnets work');
    await page.waitForFunction(() => document.querySelector('[data-testid="card-list"]')?.textContent === 'Voiceover');
    await waitForText(page, 'Due 12-31-2026');
    await sectionShot(page, 'cardBoard-02-linked');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.setViewport({ width: 480, height: 860 });
    await sectionShot(page, 'cardBoard-03-linked-narrow');
    await page.setViewport({ width: 1280, height: 860 });
  }, 60_000);

  it('removes the sync after a confirmation, and offers the cards again', async () => {
    await click(page, 'button', 'Remove sync');
    await page.waitForSelector('[role="dialog"]', { visible: true });
    await waitForText(page, Messages.cardBoardRemoveSyncConfirm);
    await settleAnimations(page);
    await screenshot(page, 'cardBoard-04-remove-confirm');
    await page.locator('[role="dialog"] ::-p-text(Remove sync)').click();
    await waitForDialogsClosed(page);
    await waitForTextGone(page, 'Due 12-31-2026');
    await page.waitForSelector(byRole('button', 'Link card'), { visible: true });
    await sectionShot(page, 'cardBoard-05-unlinked');
  }, 60_000);

  it('says so for a project in no folder, and for a folder whose board has no cards', async () => {
    await page.goto(`${j.app.url}/#/projectContents/${looseID}`);
    await page.waitForSelector(byRole('heading', 'Card-board link'), { visible: true });
    await waitForText(page, "This project isn't in any folders, please add it to at least one folder to retrieve cards.");
    await sectionShot(page, 'cardBoard-06-no-folders');
    await page.goto(`${j.app.url}/#/projectContents/${emptyID}`);
    await page.waitForSelector(byRole('heading', 'Card-board link'), { visible: true });
    await waitForText(page, "No cards found for this project's folders.");
    await sectionShot(page, 'cardBoard-07-no-cards');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  }, 60_000);

  it("the admin's folder dialog names the boards and lists, and '[LIST NOT FOUND]' for a list the card board lacks", async () => {
    await page.goto(`${j.app.url}/#/admin/folders`);
    await page.locator('tr[aria-label="Edit boards of Physics"]').click();
    await page.waitForSelector('[role="dialog"]', { visible: true });
    await waitForText(page, 'Physics lessons (board physics)');
    await waitForText(page, 'Script (list script)');
    await waitForText(page, '[LIST NOT FOUND] (list gone)');
    await settleAnimations(page);
    await screenshot(page, 'cardBoard-08-folder-dialog');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.setViewport({ width: 480, height: 860 });
    await settleAnimations(page);
    await screenshot(page, 'cardBoard-09-folder-dialog-narrow');
    await page.setViewport({ width: 1280, height: 860 });
  }, 60_000);
});
