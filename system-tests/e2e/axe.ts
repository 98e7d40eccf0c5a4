// Accessibility check of the page on screen with axe-core: the serious and critical violations, by
// rule and the elements at fault, so a failing expectation says what to fix.
import fs from 'node:fs';
import type { Page } from 'puppeteer-core';

const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

interface AxeViolation { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }

export const seriousAxeViolations = async (page: Page): Promise<string[]> => {
  // Evaluated, not added as a script tag: the product's Content-Security-Policy refuses inline scripts.
  await page.evaluate(fs.readFileSync(AXE_SOURCE, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.targets.slice(0, 3).join(', ')}`);
};
