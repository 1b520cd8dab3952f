// Each feature's api.ts owns its calls and what they change in the cache (issue 10): screens and
// components say what to load or save, never a path of the API nor a cache key to rewrite. The
// shared data layers (lib/session, lib/cart, lib/account) follow the same rule with their own
// api.ts files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');
/** The code of a file without its comments (a comment may name a path). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const sources = files(root).map((f) => ({ file: rel(f), text: code(readFileSync(f, 'utf8')) }));

/** The API client itself, and the data layers whose state is the cache (session, cart). */
const isApiModule = (file: string) => path.basename(file) === 'api.ts' || file === 'lib/api-client.ts';
const DATA_LAYERS = ['lib/session/session.tsx', 'lib/cart/use-cart.ts'];

describe('who calls the API', () => {
  it('only api.ts modules call apiFetch', () => {
    const callers = sources.filter((s) => /\bapiFetch\s*[<(]/.test(s.text) && !isApiModule(s.file)).map((s) => s.file);
    expect(callers).toEqual([]);
  });

  it('only api.ts modules and the data layers write the query cache', () => {
    const writers = sources
      .filter((s) => /\.(setQueryData|invalidateQueries|removeQueries|resetQueries)\s*[<(]/.test(s.text))
      .filter((s) => !isApiModule(s.file) && !DATA_LAYERS.includes(s.file))
      .map((s) => s.file);
    expect(writers).toEqual([]);
  });

  it('no screen or component writes a path of the API', () => {
    // a template or string starting with an API resource (`/accounts/…`, '/orders/…', '/cart…')
    const resource =
      /['`]\/(accounts|orders|cart|payments|postal-codes|products|meal-delivery|promotion-discount|holidays|provinces|addresses)\b/;
    const writers = sources
      .filter((s) => !isApiModule(s.file) && s.file.match(/^(features|components)\//) && resource.test(s.text))
      .map((s) => s.file);
    expect(writers).toEqual([]);
  });
});
