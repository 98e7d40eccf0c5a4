// Browser journeys of the first release, driven like a person: click, type, drag, look for text.
import { click, dragWithMouse, screenshot, typeInto, waitForDialogsClosed, waitForText } from './browser';
// Journeys run the whole product, so this test (not the client) starts the gateway.
import { startJourney } from './journey';

const FOLDER = 'Biology';
const PROJECT = 'Volcanoes of the world';

describe('a team member in the browser', () => {
  const j = startJourney('zz-last-screen');

  it('sees the landing page, then signs in with email and password', async () => {
    const { page, app } = j;
    await page.goto(`${app.url}/`);
    await waitForText(page, 'Engaging whiteboard-style videos');
    await screenshot(page, '01-landing');
    await click(page, 'link', 'Sign in');
    await waitForText(page, 'Sign in to your workspace.');
    await typeInto(page, 'Email', app.adminEmail);
    await typeInto(page, 'Password', app.adminPassword);
    await screenshot(page, '02-login');
    await click(page, 'button', 'Sign in');
    await waitForText(page, 'Recent projects');
    expect(page.url()).toMatch(/#\/home$/);
    await screenshot(page, '03-dashboard-empty');
  }, 60_000);

  it('creates a folder in the admin console', async () => {
    const { page } = j;
    await click(page, 'link', 'Admin');
    await waitForText(page, 'New folder');
    await click(page, 'button', 'New folder');
    await typeInto(page, 'Folder name', FOLDER);
    await click(page, 'button', 'Save');
    await waitForDialogsClosed(page);
    await page.waitForSelector(`::-p-aria([name="Edit boards of ${FOLDER}"])`);
    await screenshot(page, '04-admin-folders');
  }, 60_000);

  it('creates a project from the dashboard', async () => {
    const { page } = j;
    await click(page, 'link', 'Dashboard');
    await waitForText(page, 'Recent projects');
    await click(page, 'button', 'New project');
    await typeInto(page, 'Project name', PROJECT);
    await screenshot(page, '05-new-project-dialog');
    await click(page, 'button', 'Create project');
    // A new project opens on its files page, empty.
    await waitForText(page, 'No SVGs yet');
    await waitForText(page, PROJECT);
    await screenshot(page, '06-project-files');
  }, 60_000);

  it('finds the project by searching for part of its name', async () => {
    const { page } = j;
    await click(page, 'link', 'Dashboard');
    await typeInto(page, 'Search projects', 'volcan');
    await waitForText(page, 'Search results for “volcan”');
    await page.waitForSelector(`[data-project-card="${PROJECT}"]`, { visible: true });
    await screenshot(page, '07-search');
  }, 60_000);

  it('drags the project card onto a folder and is told it was added', async () => {
    const { page } = j;
    await dragWithMouse(page, `[data-project-card="${PROJECT}"]`, `[data-folder-drop="${FOLDER}"]`);
    await waitForText(page, `Project added to ${FOLDER}`);
    await screenshot(page, '08-added-to-folder');
    await page.waitForFunction((name: string) => document.querySelector(`[data-folder-drop="${name}"]`)?.textContent?.includes('1'), {}, FOLDER);
    await typeInto(page, 'Search projects', '');
    await page.keyboard.press('Backspace');
    await page.click(`[data-folder-drop="${FOLDER}"] a`);
    await page.waitForSelector(`::-p-aria([name="${FOLDER}"][role="heading"])`);
    await page.waitForSelector(`[data-project-card="${PROJECT}"]`, { visible: true });
  }, 60_000);

  it('as an admin, adds a user and grants them content.projects-edit in Permissions', async () => {
    const { page } = j;
    await click(page, 'link', 'Admin');
    await click(page, 'link', 'Users');
    await click(page, 'button', 'Add user');
    await typeInto(page, 'User ID', '2');
    await typeInto(page, 'Email', 'ada@example.com');
    await typeInto(page, 'Given name', 'Ada');
    await typeInto(page, 'Family name', 'Lovelace');
    // Added with the starting grant content.assets-edit only; content.projects-edit is given in Permissions below.
    await click(page, 'checkbox', 'Projects (edit) · content.projects-edit');
    await screenshot(page, '09-add-user');
    await click(page, 'button', 'Save');
    await waitForText(page, 'one-time link');
    await screenshot(page, '10-set-password-link');
    await click(page, 'button', 'Done');
    await waitForDialogsClosed(page);
    await page.waitForSelector('::-p-aria([name="Edit Ada Lovelace"])');
    await screenshot(page, '11-admin-users');

    await click(page, 'link', 'Permissions');
    await click(page, 'button', 'Add or edit grants of Ada Lovelace');
    await waitForText(page, 'content.projects-edit');
    await screenshot(page, '12-grant-dialog');
    await click(page, 'button', 'Add grant');
    await waitForDialogsClosed(page);
    await page.waitForSelector('[data-user-row="Ada Lovelace"] [data-grant="content.projects-edit"]', { visible: true });
    await screenshot(page, '13-permissions');
  }, 60_000);

  it('as an admin, sees the project in the Projects table', async () => {
    const { page } = j;
    await click(page, 'link', 'Projects');
    await page.waitForSelector(`::-p-aria([name="Details of ${PROJECT}"])`);
    await screenshot(page, '14-admin-projects');
  }, 60_000);
});
