// Helpers every spec shares: the demo password, the console watch, axe and missing-key checks.
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.x A/AA rules) on the page and returns its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

/** Fails on any visible missing translation marker (`~key`). */
export async function missingKeys(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text.match(/~[a-zA-Z][\w.:-]*/g) ?? [];
}

/** The password of the seed's demo accounts (client@, staff@, admin@, reset@mijote.test). */
export const DEMO_PASSWORD = 'Mijote-demo-2026';

const FAILED_LOAD = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/**
 * Collects console errors and warnings (React hydration warnings among them) and page errors.
 * `allowedStatuses`: API answers the flow expects, which Chromium logs as "Failed to load
 * resource" (a refused login answers 401 on purpose, a declined card 402, a taken e-mail 409).
 */
export function watchConsole(page: Page, allowedStatuses: readonly number[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const status = FAILED_LOAD.exec(msg.text())?.[1];
    if (status && allowedStatuses.includes(Number(status))) return;
    problems.push(`${msg.type()}: ${msg.text()} (${msg.location().url ?? ''})`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** The page as it is once nothing says it is loading: no missing translation key, no axe violation. */
export async function expectCleanPage(page: Page, what: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Loading|Chargement/ })).toHaveCount(0);
  expect(await missingKeys(page), `${what}: missing keys`).toEqual([]);
  const violations = await axeViolations(page);
  expect(violations, `${what}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}
