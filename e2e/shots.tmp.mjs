import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const who = process.argv[2];
const pages = JSON.parse(process.argv[3]);
const login = { admin: 'admin@mijote.test', onsite: 'isabelle.gagnon@novatech.test', mobile: 'sophie.tremblay@aerotech.test' }[who];
for (const [w, h] of [[375, 812], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  if (login) {
    const r = await page.request.post(`${base}/api/accounts/me/login`, { data: { email: login, password: 'Mijote-demo-2026', site: '21' }, headers: { origin: base } });
    if (r.status() !== 200) console.log('login', r.status());
  }
  for (const [name, path, click] of pages) {
    await page.goto(base + path);
    await page.waitForTimeout(2000);
    if (click) { const el = page.locator(click).first(); if (await el.count()) { await el.click(); await page.waitForTimeout(1500); } }
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(w, name, 'scrollWidth', sw);
    await page.screenshot({ path: `/tmp/s-${name}-${w}.png`, fullPage: false });
  }
  await ctx.close();
}
await browser.close();
