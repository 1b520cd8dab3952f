// Every error code the API can answer is declared in the contracts (the web translates exactly
// that list, apps/web/test/i18n.test.ts): a new literal code in the API fails here until declared.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@mijote/contracts';

const src = path.resolve(import.meta.dirname, '../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });

describe('API error codes', () => {
  const used = new Set<string>();
  for (const file of files(src)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/new AppError\(\s*\d{3},\s*'([a-z0-9-]+)'/g)) used.add(m[1] as string);
    // the HTTP-status fallbacks of the error plugin (not the `issues[].code` of validation errors)
    if (file.includes(`${path.sep}plugins${path.sep}`)) for (const m of text.matchAll(/code: '([a-z0-9-]+)'/g)) used.add(m[1] as string);
  }

  it('finds the codes in the sources', () => {
    expect(used.size).toBeGreaterThan(30);
    expect(used).toContain('invalid-credentials');
  });

  it('declares every literal code the API throws in ERROR_CODES', () => {
    const declared = new Set<string>(ERROR_CODES);
    // promo-code result keys also come through a variable (checkout/order-checks.ts), declared too
    expect([...used].filter((c) => !declared.has(c)).sort()).toEqual([]);
  });
});
