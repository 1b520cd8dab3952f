// Helpers every spec shares: the demo password, the console watch, axe and missing-key checks.
import { createRequire } from 'node:module';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';

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
/** The demo super user's authenticator key (the seed's DEMO_TOTP_SECRET, ADR 378; in the README). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPMIJOTEDEMO234567';
export const DEMO_ADMIN_EMAIL = 'admin@mijote.test';

/** The demo super user's authenticator code at `at` (ms). */
export const demoTotp = (at = Date.now()): string =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Tries the demo key's codes until `attempt` says one passed. A code is accepted once and the
 * specs share one account: the codes of the steps around now are tried in order, then, when
 * others took them, the next step's after a wait (at most two 30-second waits).
 */
export async function tryDemoCodes(attempt: (code: string) => Promise<boolean>): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    for (const offset of [-30_000, 0, 30_000]) {
      if (await attempt(demoTotp(Date.now() + offset))) return;
    }
    await sleep(30_000 - (Date.now() % 30_000) + 250);
  }
  throw new Error('no code of the demo key passed');
}

/** Passes a pending session's code step with the demo key (through the API). */
export async function passDemoSecondFactor(api: APIRequestContext, csrf: string): Promise<void> {
  await tryDemoCodes(async (code) => {
    const res = await api.post('/api/accounts/me/second-factor/verify', { data: { code }, headers: { 'x-csrf-token': csrf } });
    if (res.status() !== 200) expect(res.status(), await res.text()).toBe(400);
    return res.status() === 200;
  });
}

type Cookies = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
/** This worker's demo super user session per server: one sign-in (and code step), renewed after 10 minutes. */
const adminSessions = new Map<string, { cookies: Cookies; csrf: string; at: number }>();

async function demoAdminSession(baseURL: string): Promise<{ cookies: Cookies; csrf: string }> {
  const adminSession = adminSessions.get(baseURL);
  if (adminSession && Date.now() - adminSession.at < 10 * 60_000) {
    // still open (no spec logged it out)?
    const check = await playwrightRequest.newContext({ baseURL, storageState: { cookies: adminSession.cookies, origins: [] } });
    const status = await check.post('/api/accounts/me/status', { headers: { origin: baseURL } });
    const ok = status.status() === 200 && ((await status.json()) as { secondFactor?: string }).secondFactor === 'verified';
    await check.dispose();
    if (ok) return adminSession;
  }
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post('/api/accounts/me/login', { data: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD, site: '21' } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { csrfToken: string; secondFactor: string };
  if (body.secondFactor === 'required') await passDemoSecondFactor(api, body.csrfToken);
  const fresh = { cookies: (await api.storageState()).cookies, csrf: body.csrfToken, at: Date.now() };
  adminSessions.set(baseURL, fresh);
  await api.dispose();
  return fresh;
}

/**
 * Signs the page's browser context in as the demo super user, second factor passed (ADR 378);
 * answers the session's CSRF token. `page.request` shares the context's cookies.
 */
export async function signInDemoAdmin(page: Page, baseURL = String(test.info().project.use.baseURL)): Promise<string> {
  const s = await demoAdminSession(baseURL);
  await page.context().addCookies(s.cookies);
  return s.csrf;
}

/** An API context signed in as the demo super user (its own cookie jar), with its CSRF token. */
export async function demoAdminApi(baseURL: string): Promise<{ api: APIRequestContext; csrf: string }> {
  const s = await demoAdminSession(baseURL);
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
    storageState: { cookies: s.cookies, origins: [] },
  });
  return { api, csrf: s.csrf };
}

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
