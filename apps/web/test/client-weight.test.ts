// What keeps the full client's pages under their 130 KB budget (ADR 230), checked on the sources:
// zod and the contracts' schemas reach the browser only through the lazily imported schema
// modules of the forms, and no component uses useId (the server's React and the browser's Preact
// number ids differently; ids come from props, lib/dom-id). The figures: bench/bundle-size.mjs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? files(path.join(dir, f)) : [path.join(dir, f)]));
const sources = files(src)
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => ({ rel: path.relative(src, f), text: readFileSync(f, 'utf8') }));

/** Modules only the server runs (the render and its entry). */
const SERVER_ONLY = (rel: string) => rel.startsWith('app/ssr/') || rel === 'entry-server.tsx';
/** The forms' schema modules: imported with import() when a form is first checked. */
const LAZY_SCHEMAS = [
  'components/address/address-schema.ts',
  'components/session/password-change-schema.ts',
  'features/account/components/account-schemas.ts',
  'features/admin/screens/billing-schemas.ts',
  'lib/forms/schemas.ts',
];
const RUNTIME_IMPORT = /^import (?!type )[^;]*from '(zod|@mijote\/contracts)'/m;

describe('the full client stays light', () => {
  it('imports zod and the contracts index at run time only in the lazy schema modules', () => {
    const offenders = sources
      .filter((s) => !SERVER_ONLY(s.rel) && !LAZY_SCHEMAS.includes(s.rel) && RUNTIME_IMPORT.test(s.text))
      .map((s) => s.rel);
    expect(offenders).toEqual([]);
    for (const lazy of LAZY_SCHEMAS) expect(sources.some((s) => s.rel === lazy)).toBe(true);
  });

  it('imports the schema modules only with import() (a static import would put zod in the page)', () => {
    const names = LAZY_SCHEMAS.map((f) => path.basename(f, '.ts'));
    const offenders = sources.filter(
      (s) => !LAZY_SCHEMAS.includes(s.rel) && names.some((n) => new RegExp(`^import (?!type )[^;]*from '[^']*/${n}'`, 'm').test(s.text)),
    );
    expect(offenders.map((s) => s.rel)).toEqual([]);
  });

  it('never calls useId', () => {
    expect(sources.filter((s) => /\buseId\(/.test(s.text)).map((s) => s.rel)).toEqual([]);
  });
});
