// Spec and ADR citations in the sources, and what they must resolve to (docs/requirements.md,
// "How to read"). The rules, in short:
// - `customer-side §N` / `customer-side.md §N` / `back-office §N` / `back-office.md §N` cite a
//   section of that spec. A bare `§N` cites the spec named last before it in the same comment (a
//   run of comment lines; in Markdown, a paragraph or a table); with none named there, the
//   customer-side spec (the back-office one is always named). Case-insensitive spec names.
// - A citation resolves when docs/requirements.md has a heading `<spec> §N …`. When the words
//   after `§N` start with the title of one of the spec's own subsections (a heading
//   `<spec> §M <Title>` of requirements.md), the heading `<spec> §N <Title>` must exist too, so
//   `customer-side §5 Catalogue` fails where `customer-side §7 Catalogue` passes.
// - `ADR NNN`, `ADRs NNN, MMM and KKK`, `ADR NNN/MMM` and ranges `ADR NNN–MMM` (en dash or
//   hyphen) cite decisions: each number (each number of a range) needs a file
//   docs/decisions/NNN-*.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type Spec = 'customer-side' | 'back-office';

export interface SpecCitation {
  spec: Spec;
  section: number;
  /** the text right after `§N` on the same line (for the subsection check) */
  after: string;
  line: number;
}

export interface AdrCitation {
  numbers: number[];
  text: string;
  line: number;
}

export const SOURCE_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'tools'] as const;
export const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.css', '.html'] as const;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'coverage', '.vite']);

/** Every source file of the scanned roots (repository-relative paths, `/` separated, sorted). */
export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const rel = dir ? `${dir}/${name}` : name;
      const st = statSync(path.join(root, rel));
      if (st.isDirectory()) {
        if (!SKIPPED_DIRS.has(name) && !name.startsWith('.')) walk(rel);
      } else if (SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) {
        out.push(rel);
      }
    }
  };
  for (const r of SOURCE_ROOTS) walk(r);
  return out.sort();
}

/** The Markdown files whose citations are checked too: the root docs, docs/**, package READMEs. */
export function markdownFiles(root: string): string[] {
  const out = readdirSync(root).filter((n) => n.endsWith('.md'));
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  for (const r of SOURCE_ROOTS) {
    const walkReadmes = (dir: string) => {
      for (const name of readdirSync(path.join(root, dir))) {
        const rel = `${dir}/${name}`;
        if (statSync(path.join(root, rel)).isDirectory()) {
          if (!SKIPPED_DIRS.has(name) && !name.startsWith('.')) walkReadmes(rel);
        } else if (name === 'README.md') out.push(rel);
      }
    };
    walkReadmes(r);
  }
  return out.sort();
}

const SPEC_NAME = /\b(customer-side|back-office)(?:\.md)?\b/gi;
const SECTION = /§\s?(\d+)/g;

/** A line that is (part of) a comment and nothing else: it continues the comment above it. */
function isCommentLine(line: string): boolean {
  const t = line.trimStart();
  return t.startsWith('//') || t.startsWith('/*') || t.startsWith('*') || t.startsWith('{/*') || t.startsWith('<!--');
}

/**
 * The spec citations of a file. `markdown`: a paragraph (or table) is one block; otherwise a run
 * of comment lines is one block and any other line is a block of its own.
 */
export function specCitations(text: string, markdown = false): SpecCitation[] {
  const out: SpecCitation[] = [];
  let context: Spec | null = null;
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const continues = markdown ? line.trim() !== '' : isCommentLine(line);
    if (!continues) context = null;
    const tokens: { index: number; spec?: Spec; section?: number; end: number }[] = [];
    for (const m of line.matchAll(SPEC_NAME))
      tokens.push({ index: m.index, spec: m[1]!.toLowerCase() as Spec, end: m.index + m[0].length });
    for (const m of line.matchAll(SECTION)) tokens.push({ index: m.index, section: Number(m[1]), end: m.index + m[0].length });
    tokens.sort((a, b) => a.index - b.index);
    for (const t of tokens) {
      if (t.spec) context = t.spec;
      else out.push({ spec: context ?? 'customer-side', section: t.section!, after: line.slice(t.end).trim(), line: i + 1 });
    }
    // a code line carrying a trailing comment does not pass its spec on to the next line
    if (!continues) context = null;
  });
  return out;
}

const ADR_LIST = /\bADRs?\s+(\d{3}(?:\s*[–-]\s*\d{3})?(?:\s*(?:,|\/|&|\band\b|\bor\b)\s*\d{3}(?:\s*[–-]\s*\d{3})?)*)/g;

/** The ADR citations of a text, each with every number it names (ranges expanded). */
export function adrCitations(text: string): AdrCitation[] {
  const out: AdrCitation[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(ADR_LIST)) {
      const numbers: number[] = [];
      for (const part of m[1]!.matchAll(/(\d{3})(?:\s*[–-]\s*(\d{3}))?/g)) {
        const from = Number(part[1]);
        const to = part[2] === undefined ? from : Number(part[2]);
        for (let n = from; n <= Math.max(from, to); n++) numbers.push(n);
      }
      out.push({ numbers, text: m[0], line: i + 1 });
    }
  });
  return out;
}

/** The ADR numbers that have a file in docs/decisions (number → file names). */
export function adrFiles(root: string): Map<number, string[]> {
  const files = new Map<number, string[]>();
  for (const name of readdirSync(path.join(root, 'docs/decisions'))) {
    const m = /^(\d{3})-.+\.md$/.exec(name);
    if (!m) continue;
    const n = Number(m[1]);
    files.set(n, [...(files.get(n) ?? []), name]);
  }
  return files;
}

/** The headings of a Markdown text (fenced code skipped), with their GitHub anchors. */
export function headings(markdown: string): { level: number; text: string; anchor: string; line: number }[] {
  const out: { level: number; text: string; anchor: string; line: number }[] = [];
  const seen = new Map<string, number>();
  let fenced = false;
  markdown.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    const m = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) return;
    const text = m[2]!;
    const base = slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    out.push({ level: m[1]!.length, text, anchor: count === 0 ? base : `${base}-${count}`, line: i + 1 });
  });
  return out;
}

/** GitHub's heading anchor: lower case, punctuation and symbols dropped, spaces to hyphens. */
export function slug(text: string): string {
  return text
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** What the requirements document offers to cite: sections and named subsections per spec. */
export interface RequirementsIndex {
  sections: Set<string>;
  /** `spec §N Title` of every subsection heading */
  named: Set<string>;
  /** the subsection titles of each spec */
  titles: Record<Spec, Set<string>>;
}

const HEADING_CITATION = /^(customer-side|back-office) §(\d+)(?: (.+))?$/;

export function requirementsIndex(markdown: string): RequirementsIndex {
  const index: RequirementsIndex = {
    sections: new Set(),
    named: new Set(),
    titles: { 'customer-side': new Set(), 'back-office': new Set() },
  };
  for (const h of headings(markdown)) {
    const m = HEADING_CITATION.exec(h.text);
    if (!m) continue;
    const spec = m[1] as Spec;
    index.sections.add(`${spec} §${m[2]}`);
    if (m[3] && h.level >= 4) {
      index.named.add(`${spec} §${m[2]} ${m[3]}`);
      index.titles[spec].add(m[3]);
    }
  }
  return index;
}

/** Why a spec citation does not resolve, or null when it does. */
export function unresolved(c: SpecCitation, index: RequirementsIndex): string | null {
  const key = `${c.spec} §${c.section}`;
  if (!index.sections.has(key)) return `no heading "${key}" in docs/requirements.md`;
  for (const title of index.titles[c.spec]) {
    const rest = c.after;
    if (rest.startsWith(title) && !/^[\p{L}\p{N}]/u.test(rest.slice(title.length)) && !index.named.has(`${key} ${title}`)) {
      return `"${title}" is not a subsection of ${key} (see the headings of docs/requirements.md)`;
    }
  }
  return null;
}

export function read(root: string, rel: string): string {
  return readFileSync(path.join(root, rel), 'utf8');
}
