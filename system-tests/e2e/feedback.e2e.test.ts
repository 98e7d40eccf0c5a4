// The feedback dialog and the admin Feedback tab (spec 000 section 1, spec 001's Feedback tab): the
// dialog links to the external forms, promises a reply, sends the text and thanks; the tab lists the
// form newest first; the Search tab says it is under construction. At 1280 and 480 px, with axe.
import type { Page } from 'puppeteer-core';
import { FeedbackSettings } from '@wb/contracts';
import { seriousAccessibilityProblems } from './axe';
import { byRole, click, screenshot, signIn, typeInto, waitForDialogsClosed, waitForText } from './browser';
import { startJourney } from './journey';

const heading = (page: Page, name: string) => page.waitForSelector(byRole('heading', name), { visible: true });
const settleAnimations = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
/** A segment of a segmented control: its radio is visually hidden, its label is what one clicks. */
const segment = (page: Page, name: string) => page.click(`xpath/.//label[normalize-space(.)="${name}"]`);

describe('feedback', () => {
  const j = startJourney('zz-feedback-last');
  let page: Page;
  beforeAll(async () => {
    page = j.page;
    await page.setViewport({ width: 1280, height: 860 });
    await signIn(page, j.app.url, j.app.adminEmail, j.app.adminPassword);
  }, 60_000);

  it('the dialog links to the forms, promises a reply, and thanks once the text is sent', async () => {
    await page.goto(`${j.app.url}/#/home`);
    await click(page, 'button', 'Send feedback');
    await heading(page, 'Send feedback');
    const links = await page.$$eval('[role="dialog"] a', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['feature request form', FeedbackSettings.featureRequestUrl],
      ['bug report form', FeedbackSettings.bugReportUrl],
    ]);
    await waitForText(page, 'reply within about a week');
    expect(await page.$eval(byRole('button', 'Send'), (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await segment(page, 'Idea');
    await typeInto(page, 'Your feedback', 'Please add keyboard shortcuts to the timeline');
    await screenshot(page, 'feedback-dialog-1280');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await click(page, 'button', 'Send');
    await waitForText(page, 'Sweet! Thanks for the feedback!');
    await screenshot(page, 'feedback-thanks-1280');
    await click(page, 'button', 'Close');
    await waitForDialogsClosed(page);
  });

  it('the admin Feedback tab lists the form, newest first', async () => {
    await page.goto(`${j.app.url}/#/admin/feedback`);
    await heading(page, 'Feedback');
    await waitForText(page, 'Please add keyboard shortcuts to the timeline');
    const row = await page.waitForSelector('xpath/.//tr[.//text()[contains(., "keyboard shortcuts")]]', { visible: true });
    const cells = await row!.$$eval('td', (tds) => tds.map((td) => (td as HTMLElement).innerText));
    expect(cells.slice(1, 4)).toEqual(['1', 'Please add keyboard shortcuts to the timeline', 'Feature request']);
    await screenshot(page, 'admin-feedback-1280');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.setViewport({ width: 480, height: 860 });
    await heading(page, 'Feedback');
    await screenshot(page, 'admin-feedback-480');
  });

  it('the dialog fits a phone', async () => {
    await page.goto(`${j.app.url}/#/home`);
    await click(page, 'button', 'Send feedback');
    await heading(page, 'Send feedback');
    await settleAnimations(page);
    await new Promise((r) => setTimeout(r, 300));
    await screenshot(page, 'feedback-dialog-480');
    await page.keyboard.press('Escape');
    await waitForDialogsClosed(page);
  });

  it('the admin Search tab says it is under construction', async () => {
    await page.setViewport({ width: 1280, height: 860 });
    await page.goto(`${j.app.url}/#/admin/search`);
    await heading(page, 'Search');
    await waitForText(page, 'Under construction');
    await screenshot(page, 'admin-search-1280');
  });
});
