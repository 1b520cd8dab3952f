// Issue 11: "every number or rule in marketing text comes from the domain or the catalogue, not from
// prose". The marketing texts (pages, home, the shared chrome) may hold a digit only as an
// interpolation ({{freeDelivery}}, {{referralDays}}, …) or in the few company facts listed here, which
// no rule or catalogue entry owns. A new number typed into a text fails this test until it either
// comes from its owner or is added below as a fact, on purpose.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FACTS = new Set([
  // the company's history
  'pages.ourStory.eyebrow',
  'pages.ourStory.sections.beginnings.p1',
  'pages.press.sections.facts.items.a',
  'pages.greenPolicy.sections.packaging.p1',
  'home.proof.stats.kitchen.value',
  'common.brand.main.tagline',
  // the office's phone hours and the kitchen's shifts and volumes (no ordering rule)
  'pages.contactUs.sections.phone.p1',
  'common.footer.phoneHours',
  'pages.employment.sections.why.items.a',
  'pages.press.sections.stories.p1',
  // the sales team's follow-up promise and the lead form's two steps
  'common.lead.body',
  'common.lead.done',
  'common.lead.step1',
  'common.lead.step2',
  // the status code of the 404 page
  'common.notFound.code',
]);

function texts(lang: string, file: string): [string, string][] {
  const json: unknown = JSON.parse(readFileSync(path.join(__dirname, `../src/locales/${lang}/${file}.json`), 'utf8'));
  const out: [string, string][] = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') out.push([key, node]);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${key}.${k}`);
  };
  walk(json, file);
  return out;
}

describe.each(['en', 'fr'])('%s marketing texts', (lang) => {
  it('hold no number outside an interpolation, except the listed company facts', () => {
    const offenders = ['pages', 'home', 'common']
      .flatMap((file) => texts(lang, file))
      .filter(([key, text]) => !FACTS.has(key) && /\d/.test(text.replace(/\{\{[^}]*\}\}/g, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it('every listed fact still holds a number (the list does not rot)', () => {
    const all = new Map(['pages', 'home', 'common'].flatMap((file) => texts(lang, file)));
    for (const key of FACTS) expect(all.get(key), key).toMatch(/\d/);
  });
});
