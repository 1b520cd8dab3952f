// No dead ends (issue 11): every header and footer link of the public pages leads to a page where
// a customer can act — it answers, has a main region with a link, a button or a form, and a modal
// that cannot be dismissed offers a way on (a link or a form), as the "service has moved" one now does with
// the meal-delivery store. Lean: the links are collected from one page per language (every public
// page shares the header and the footer), then each is fetched once and its HTML checked.
import { expect, test } from '@playwright/test';

/** Problems of a page's HTML that leave the customer stuck; empty when they can act. */
function deadEnds(html: string): string[] {
  const problems: string[] = [];
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  if (!main) problems.push('no main region');
  else if (!/<(a\s[^>]*href=|button[\s>]|form[\s>])/.test(main)) problems.push('nothing to act on in the main region');
  for (const dialog of html.match(/<dialog[\s\S]*?<\/dialog>/g) ?? []) {
    // a dialog the server leaves empty (the forced password reset's, filled for such accounts only)
    // never opens for this visitor
    if (!/<p[\s>]/.test(dialog)) continue;
    const dismissable = dialog.includes('modal__close');
    // a way on: a link, or a form to fill (the forced password reset's)
    if (!dismissable && !/<a\s[^>]*href="\/[^"]+"|<form[\s>]/.test(dialog))
      problems.push(`an undismissable modal without a way on: ${dialog.slice(0, 120)}`);
  }
  return problems;
}

for (const start of ['/en/our-story', '/fr/notre-histoire']) {
  test(`${start}: every header and footer link leads to a page with a usable action`, async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    await page.goto(start);
    const origin = new URL(baseURL!).origin;
    const hrefs = await page
      .locator('header a[href], footer a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const internal = [...new Set(hrefs.map((h) => h.split('#')[0]!).filter((h) => h.startsWith(origin)))];
    // the main navigation's services (meal delivery among them) and the footer's pages
    expect(internal.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const href of internal) {
      const res = await request.get(href);
      if (res.status() >= 400) {
        failures.push(`${href}: ${res.status()}`);
        continue;
      }
      const type = res.headers()['content-type'] ?? '';
      if (!type.includes('text/html')) continue; // a feed, a file
      for (const p of deadEnds(await res.text())) failures.push(`${href}: ${p}`);
    }
    expect(failures).toEqual([]);
  });
}
