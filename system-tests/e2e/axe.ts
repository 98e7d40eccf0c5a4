// axe-core run in the page as it stands: the serious and critical problems, each as a short line.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'puppeteer-core';

const axeSource = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
}

/**
 * `exclude`: CSS selectors of parts that are not the screen under test (the product-wide toasts,
 * whose close button and colours are the notifications' own).
 */
export const seriousAccessibilityProblems = async (page: Page, exclude: readonly string[] = ['.mantine-Notifications-root']): Promise<string[]> => {
  // A toast or dialog fading in is part transparent, and axe measures its text's contrast through that
  // opacity: check the page once what is moving has come to rest (at most 2 s). Endless animations
  // (a loader's spin) never do, and change no contrast.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity), { timeout: 2_000 }).catch(() => undefined);
  await page.evaluate(axeSource);
  const result = (await page.evaluate(
    async (ex: string[]) => (window as unknown as { axe: { run(context: unknown): Promise<unknown> } }).axe.run({ exclude: ex.map((s) => [s]) }),
    [...exclude],
  )) as AxeResult;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => JSON.stringify(n.target))
          .slice(0, 3)
          .join(', ')}`,
    );
};

/** The whole page, toasts included (their close buttons are named and their text contrast is fixed). */
export const seriousAxeViolations = (page: Page): Promise<string[]> => seriousAccessibilityProblems(page, []);
