import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { STORE_KINDS } from '@mijote/domain';
import { STORE_KIND_OF, VOCABULARY } from '@mijote/contracts';
import { STORE_SEGMENTS } from '@mijote/contracts/routes';

// One name per concept in code (ADR 207, packages/contracts/src/vocabulary.ts): a bistro location
// is a `franchise`; "bistro" is the customers' word and never an identifier; "location" only
// names a delivery location; a `restaurant…` identifier names the restaurant store kind, never
// one franchise; the generic store's kind is `generic`.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = execFileSync('git', ['ls-files', 'apps', 'packages', 'e2e', 'tools'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f));

function identifiers(file: string): Set<string> {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const out = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) out.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const PLACE_WORDS_OK = /^(location|useLocation|geolocation|retailLocations|\w*DeliveryLocations?\w*|\w*deliveryLocations?\w*)$/;
const rules: { name: string; bad: (id: string) => boolean }[] = [
  { name: '"bistro" as an identifier (say franchise)', bad: (id) => /bistro/i.test(id) },
  { name: '"location" for anything but a delivery location', bad: (id) => /location/i.test(id) && !PLACE_WORDS_OK.test(id) },
  { name: 'a restaurant… identifier naming one franchise', bad: (id) => /restaurant(Name|Id|Hours|Prices|Phone|Locations?)$/i.test(id) },
];

describe('one vocabulary in code', () => {
  const all = new Map<string, string[]>();
  for (const f of files) for (const id of identifiers(f)) all.set(id, [...(all.get(id) ?? []), f]);

  it.each(rules.map((r) => [r.name, r] as const))('no %s', (_name, rule) => {
    const hits = [...all.entries()].filter(([id]) => rule.bad(id)).map(([id, where]) => `${id} (${where.slice(0, 2).join(', ')})`);
    expect(hits).toEqual([]);
  });

  it('the rules can fail: they catch the old names', () => {
    expect(['bistroId', 'BistroCard', 'restaurantName', 'newLocationDefaults'].filter((id) => rules.some((r) => r.bad(id)))).toHaveLength(
      4,
    );
    expect(
      ['franchiseId', 'useLocation', 'restaurantDeliveryFees', 'RestaurantDeliveryLocation'].filter((id) => rules.some((r) => r.bad(id))),
    ).toEqual([]);
  });

  it('the generic store is kind `generic` in code, served at /store', () => {
    expect(STORE_KINDS).toContain('generic');
    expect(STORE_KINDS as readonly string[]).not.toContain('store');
    expect(STORE_SEGMENTS[STORE_KIND_OF.genericStore]).toBe('store');
    expect(STORE_SEGMENTS[STORE_KIND_OF.restaurantStore]).toBe('restaurant');
    expect(VOCABULARY.genericStore.wire).toContain('/' + STORE_SEGMENTS.generic);
  });
});
