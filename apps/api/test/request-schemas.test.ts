// Every request field of every operation is built from the contracts' shared pieces (ADR 195):
// walks the request side of the OpenAPI document (path and query parameters, JSON bodies) and the
// form schemas, and fails on a text field that takes control characters or has no length bound,
// an integer PostgreSQL's `integer` cannot hold, or a body object that accepts unknown keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_SCHEMAS, INT32_MAX, PLAIN_TEXT_PATTERN } from '@mijote/contracts';
import { createTestApp, type TestApp } from './helpers.js';

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  not?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
  prefixItems?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  maxItems?: number;
}

let t: TestApp;
let doc: {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content?: Record<string, { schema: Schema }> } }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
};
beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as typeof doc;
});
const inDocument = <T>(fn: () => T): T => {
  openApi30 = true;
  try {
    return fn();
  } finally {
    openApi30 = false;
  }
};
afterAll(async () => {
  await t?.close();
});

const PLAIN = PLAIN_TEXT_PATTERN.source;
/** zod's own formats: ASCII-only patterns that no control character can pass. */
const SAFE_FORMATS = new Set(['uuid', 'date', 'date-time', 'email']);
const WALL_TIME = '^(?:[01]\\d|2[0-3]):[0-5]\\d$';

/** What is wrong with a request schema (empty when it is built from the shared pieces). */
let openApi30 = false;

function problems(raw: Schema, at: string, defs: Record<string, Schema>, seen = new Set<Schema>()): string[] {
  let s = raw;
  for (let i = 0; s.$ref && i < 20; i++) s = defs[s.$ref.replace(/^#\/(components\/schemas|\$defs)\//, '')] ?? {};
  if (seen.has(s)) return [];
  seen.add(s);
  const out: string[] = [];
  // allOf parts that only add constraints to this schema's own type (a second pattern) are read below
  const standalone = (x: Schema) =>
    x.$ref !== undefined || x.properties !== undefined || x.items !== undefined || x.anyOf !== undefined || x.oneOf !== undefined;
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const)
    s[k]?.forEach((x, i) => (k !== 'allOf' || standalone(x)) && out.push(...problems(x, `${at}<${k}${i}>`, defs, seen)));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (s.enum || s.const !== undefined) return out;
  if (types.includes('string')) {
    const patterns = [s.pattern, ...(s.allOf ?? []).map((x) => x.pattern)].filter(Boolean);
    const safe = patterns.includes(PLAIN) || SAFE_FORMATS.has(s.format ?? '') || patterns.includes(WALL_TIME);
    if (!safe) out.push(`${at}: a string that takes control characters (use Text/SafeString/IsoDate/WallTime)`);
    if (s.maxLength === undefined && !SAFE_FORMATS.has(s.format ?? '') && !patterns.includes(WALL_TIME))
      out.push(`${at}: a string without maxLength`);
  }
  if (types.includes('integer') || types.includes('number')) {
    const integer = types.includes('integer');
    const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
    if (integer && (max === undefined || max > INT32_MAX)) out.push(`${at}: an integer without a maximum ≤ 2^31 − 1`);
    if (integer && (s.minimum === undefined || s.minimum < -INT32_MAX)) out.push(`${at}: an integer without a minimum`);
  }
  if (types.includes('object')) {
    const record = s.additionalProperties && typeof s.additionalProperties === 'object';
    if (record) {
      // OpenAPI 3.0 has no propertyNames (the document drops it); JSON Schema 2020-12 keeps it
      if (s.propertyNames) out.push(...problems(s.propertyNames, `${at}<key>`, defs, seen));
      else if (!openApi30) out.push(`${at}: a record without a propertyNames schema`);
      const values = s.additionalProperties as Schema;
      if (Object.keys(values).length === 0) out.push(`${at}: a record of anything`);
      else out.push(...problems(values, `${at}<value>`, defs, seen));
    } else if (s.additionalProperties !== false) {
      out.push(`${at}: an object that accepts unknown keys (use z.strictObject)`);
    }
    for (const [k, v] of Object.entries(s.properties ?? {})) out.push(...problems(v, `${at}.${k}`, defs, seen));
  }
  if (types.includes('array')) {
    if (s.items) out.push(...problems(s.items, `${at}[]`, defs, seen));
    s.prefixItems?.forEach((x, i) => out.push(...problems(x, `${at}[${i}]`, defs, seen)));
  }
  if (types.length === 0 && !s.anyOf && !s.oneOf && !s.allOf) out.push(`${at}: a value of any type`);
  return out;
}

describe('request schemas of every operation', () => {
  it('path and query parameters: plain bounded text, int32 ids, real dates and times', () => {
    const found: string[] = [];
    let count = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const p of op.parameters ?? []) {
          if (p.in !== 'path' && p.in !== 'query') continue;
          count++;
          found.push(
            ...inDocument(() => problems(p.schema, `${method.toUpperCase()} ${path} ${p.in}:${p.name}`, doc.components?.schemas ?? {})),
          );
        }
      }
    }
    expect(count).toBeGreaterThan(60);
    expect(found).toEqual([]);
  });

  it('JSON bodies: strict objects all the way down, built from the shared pieces', () => {
    const found: string[] = [];
    let count = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        count++;
        found.push(...inDocument(() => problems(schema, `${method.toUpperCase()} ${path} body`, doc.components?.schemas ?? {})));
      }
    }
    expect(count).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });

  it('the form schemas (the forms route validates its body with them)', () => {
    const found: string[] = [];
    for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema & { $defs?: Record<string, Schema> };
      found.push(...problems(json, `form ${name}`, json.$defs ?? {}));
    }
    expect(found).toEqual([]);
  });
});
