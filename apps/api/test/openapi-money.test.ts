// Money on the wire is integer cents, and every field that carries it says so (issue 10): its name
// ends in Cents or its schema description says "cents". The spec's field names stay (`total`,
// `amount`, `balance`…), so most say it in the description. This walks the OpenAPI document every
// operation is described by and fails on a money-looking integer field that does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

interface Schema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  additionalProperties?: Schema | boolean;
}

/** Names that carry an amount of money in this API (the spec's and ours). */
const MONEY =
  /(centuryDollar|amount|total|balance|price|discount|tip|tax\d|fee|charge|subsidi[sz]ed|credit(ed)?$|cost|rebate|refund|paid|owed|due)/i;
/** Integers that match the pattern above but are not money. */
const NOT_MONEY =
  /(^id|Id|^count|Count|[qQ]uantity|[pP]ercent|[rR]ate|[uU]nits|[dD]ays|[mM]inutes|[vV]ersion|^max|Max|[uU]ses|timesUsed|[aA]ttempts)$/;

let t: TestApp;
let doc: { paths: Record<string, Record<string, unknown>>; components?: { schemas?: Record<string, Schema> } };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

/** The schemas of an operation: parameters, request body and every response. */
function schemasOf(op: unknown, found: Schema[] = []): Schema[] {
  if (!op || typeof op !== 'object') return found;
  for (const [k, v] of Object.entries(op as Record<string, unknown>)) {
    if (k === 'schema' && v && typeof v === 'object') found.push(v as Schema);
    else schemasOf(v, found);
  }
  return found;
}

function isInteger(s: Schema): boolean {
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('integer')) return true;
  return [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(isInteger);
}

function walk(s: Schema | undefined, where: string, out: string[], seen: Set<Schema>): void {
  if (!s || typeof s !== 'object' || seen.has(s)) return;
  seen.add(s);
  if (s.$ref) {
    const name = s.$ref.split('/').pop()!;
    walk(doc.components?.schemas?.[name], `#${name}`, out, seen);
  }
  for (const [name, p] of Object.entries(s.properties ?? {})) {
    const described = (x: Schema): boolean =>
      /cent|number of/i.test(x.description ?? '') || [...(x.anyOf ?? []), ...(x.oneOf ?? [])].some(described);
    if (MONEY.test(name) && !NOT_MONEY.test(name) && isInteger(p) && !/Cents$/.test(name) && !described(p) && !described(s))
      out.push(`${where}.${name}`);
    walk(p, `${where}.${name}`, out, seen);
  }
  walk(s.items, `${where}[]`, out, seen);
  for (const x of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(x, where, out, seen);
  if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${where}{}`, out, seen);
}

describe('money fields on the wire', () => {
  it('finds money fields at all (the walk reaches the order and cart answers)', () => {
    const names: string[] = [];
    const seen = new Set<Schema>();
    const all = (s: Schema | undefined, where: string) => {
      if (!s || seen.has(s)) return;
      seen.add(s);
      for (const [n, p] of Object.entries(s.properties ?? {})) {
        if (MONEY.test(n) && isInteger(p)) names.push(n);
        all(p, `${where}.${n}`);
      }
      all(s.items, where);
      for (const x of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) all(x, where);
    };
    for (const s of Object.values(doc.components?.schemas ?? {})) all(s, '');
    for (const ops of Object.values(doc.paths)) for (const op of Object.values(ops)) for (const s of schemasOf(op)) all(s, '');
    expect(names.length).toBeGreaterThan(20);
    expect(names).toEqual(expect.arrayContaining(['total', 'amount', 'balance', 'tax1', 'tip']));
  });

  it('every integer money field is named …Cents or described as cents', () => {
    const out: string[] = [];
    const seen = new Set<Schema>();
    for (const [name, s] of Object.entries(doc.components?.schemas ?? {})) walk(s, `#${name}`, out, seen);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) for (const s of schemasOf(op)) walk(s, `${method.toUpperCase()} ${path}`, out, seen);
    }
    expect([...new Set(out)].sort()).toEqual([]);
  });
});
