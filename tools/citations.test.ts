import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  adrCitations,
  adrFiles,
  headings,
  markdownFiles,
  read,
  requirementsIndex,
  slug,
  sourceFiles,
  specCitations,
  unresolved,
} from './citations.js';

// Every spec section and every ADR the repository cites resolves (docs/requirements.md, "How to
// read", says the rules): a § to a heading of docs/requirements.md, an ADR number to a file of
// docs/decisions. The links of docs/requirements.md resolve too.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUIREMENTS = 'docs/requirements.md';
const requirements = read(root, REQUIREMENTS);
const index = requirementsIndex(requirements);
const adrs = adrFiles(root);

// The checker's own files hold wrong citations on purpose (its examples).
const SELF = ['tools/citations.ts', 'tools/citations.test.ts'];
const sources = sourceFiles(root).filter((f) => !SELF.includes(f));
const docs = markdownFiles(root);

describe('the citation scanner', () => {
  it('reads spec names with or without .md, and carries the spec to later § of the same comment', () => {
    const text = [
      '// Catalogue API (customer-side.md §3 Product; §5; back-office §3).',
      '// and §9 here is still back-office',
      'const x = 1; // spec §8: a code line names none, so customer-side',
      '// §4 after a code line: customer-side again',
      ' * Back-office §3 / §9: province QC',
    ].join('\n');
    expect(specCitations(text).map((c) => `${c.spec} §${c.section}`)).toEqual([
      'customer-side §3',
      'customer-side §5',
      'back-office §3',
      'back-office §9',
      'customer-side §8',
      'customer-side §4',
      'back-office §3',
      'back-office §9',
    ]);
  });

  it('in Markdown a paragraph is one block', () => {
    const md = 'Per back-office §5,\nthe rule of §9.\n\nThen §2.';
    expect(specCitations(md, true).map((c) => `${c.spec} §${c.section}`)).toEqual(['back-office §5', 'back-office §9', 'customer-side §2']);
  });

  it('reads ADR numbers, lists and ranges', () => {
    const text = '// (ADR 029, 183) ADR 140/173; ADR 161–165 and ADR 080-082; ADRs 160 and 161; ADR 087, SAQ A';
    expect(adrCitations(text).map((c) => c.numbers)).toEqual([
      [29, 183],
      [140, 173],
      [161, 162, 163, 164, 165],
      [80, 81, 82],
      [160, 161],
      [87],
    ]);
  });

  it('checks a named subsection against the spec’s own subsection titles', () => {
    const md =
      '### customer-side §5 Validation rules\n#### Promo codes\n### customer-side §7 The calls it makes\n#### customer-side §7 Catalogue\n';
    const idx = requirementsIndex(md);
    const [ok, wrong, plain, other] = specCitations(
      '// customer-side §7 Catalogue\n// customer-side §5 Catalogue\n// customer-side §5 promo codes\n// customer-side §8',
    ).map((c) => unresolved(c, idx));
    expect(ok).toBeNull();
    expect(wrong).toMatch(/not a subsection/);
    expect(plain).toBeNull();
    expect(other).toMatch(/no heading/);
  });

  it('makes GitHub’s anchors', () => {
    expect(slug('customer-side §7 Catalogue')).toBe('customer-side-7-catalogue');
    expect(slug('Part B — back-office.md')).toBe('part-b--back-officemd');
    expect(slug('How to read `docs/requirements.md`')).toBe('how-to-read-docsrequirementsmd');
  });

  it('scans the source roots and the docs', () => {
    expect(sources).toContain('packages/domain/src/promo-code.ts');
    expect(sources).toContain('apps/web/src/styles/account.css');
    expect(sources.some((f) => f.includes('node_modules') || f.includes('/dist/'))).toBe(false);
    expect(docs).toContain(REQUIREMENTS);
    expect(docs).toContain('docs/decisions/180-store-screens-open-questions.md');
  });
});

describe('docs/requirements.md', () => {
  it('has a heading for every section of both specs', () => {
    const expected = [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [`customer-side §${n}`, `back-office §${n}`]);
    expect([...index.sections].sort()).toEqual(expected.sort());
  });

  it('every relative link and every #anchor resolves', () => {
    const anchors = new Set(headings(requirements).map((h) => h.anchor));
    const broken: string[] = [];
    for (const m of requirements.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^[a-z]+:/i.test(target)) {
        broken.push(`${target} (links stay inside the repository)`);
        continue;
      }
      const [file, anchor] = target.split('#') as [string, string | undefined];
      if (file === '') {
        if (!anchors.has(anchor ?? '')) broken.push(target);
      } else if (!existsSync(path.resolve(root, 'docs', file))) broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it('every capability row has a status: done, partly (what is missing) or not yet (which issue)', () => {
    const rows = requirements.split('\n').filter((l) => /^\| *[CB]\d+\.\d+ *\|/.test(l));
    expect(rows.length).toBeGreaterThan(100);
    const bad = rows.filter((row) => {
      const status = row
        .split(/(?<!\\)\|/)
        .at(-2)!
        .trim();
      if (/^done\b/.test(status)) return false;
      if (/^partly\b/.test(status)) return status.length < 'partly — x'.length + 8;
      if (/^not yet\b/.test(status)) return !/\bissues? \d+/.test(status);
      return true;
    });
    expect(bad).toEqual([]);
    const ids = rows.map((r) => r.split(/(?<!\\)\|/)[1]!.trim());
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe('ARCHITECTURE.md and the ADRs', () => {
  it('link only to files of this repository, and every link resolves', () => {
    const broken: string[] = [];
    for (const file of docs.filter((f) => f === 'ARCHITECTURE.md' || f.startsWith('docs/decisions/'))) {
      for (const m of read(root, file).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!.split('#')[0]!;
        if (target === '') continue;
        const resolved = path.resolve(root, path.dirname(file), target);
        if (/^[a-z]+:/i.test(target) || !resolved.startsWith(root + path.sep) || !existsSync(resolved)) broken.push(`${file}: ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name no file outside the repository (the specs and briefs beside it are not shipped)', () => {
    const outside = docs.flatMap((file) =>
      read(root, file)
        .split('\n')
        .flatMap((line, i) => (/\.\.\/shared\b|\/work\/shared\b/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(outside).toEqual([]);
  });
});

describe('citations resolve', () => {
  it('every spec § cited in the sources and docs has its heading in docs/requirements.md', () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of [...sources, ...docs]) {
      for (const c of specCitations(read(root, file), file.endsWith('.md'))) {
        count++;
        const why = unresolved(c, index);
        if (why) problems.push(`${file}:${c.line}: ${c.spec} §${c.section} ${c.after.slice(0, 30)} — ${why}`);
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(150);
  });

  it('every ADR cited in the sources and docs has its file in docs/decisions', () => {
    const problems: string[] = [];
    for (const file of [...sources, ...docs]) {
      for (const c of adrCitations(read(root, file))) {
        const missing = c.numbers.filter((n) => !adrs.has(n));
        if (missing.length > 0)
          problems.push(
            `${file}:${c.line}: "${c.text}" — no docs/decisions/${missing.map((n) => String(n).padStart(3, '0')).join(', ')}-*.md`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('one file per ADR number', () => {
    expect([...adrs].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
