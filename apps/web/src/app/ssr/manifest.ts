// Reads Vite's client manifest (dist/client/.vite/manifest.json) to list the files a page needs.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** JS files to modulepreload (the entry first). */
  modules: string[];
  /** Stylesheets of lazy chunks used by the page (the entry's CSS is already in the template). */
  styles: string[];
  /** Latin subsets of the two variable fonts. */
  fonts: string[];
}

// Only the heading face is preloaded (the H1 is the largest paint); the body face follows the CSS
// (font-display: swap), so it does not compete with the stylesheet and the entry on slow links.
const FONT_FILES = [/fraunces-latin-wght-normal.*\.woff2$/];

/** The entry of a template ('index.html' or 'islands.html'). */
export type EntryKey = 'index.html' | 'islands.html';

/**
 * The entry chunk plus the given source modules (lazy routes, locale files, islands) and their
 * imports. `entry` names the template whose entry the page loads.
 */
export function collectAssets(manifest: Manifest, sources: readonly string[], entry: EntryKey = 'index.html'): PageAssets {
  const modules = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const entryKey = manifest[entry]?.isEntry ? entry : undefined;
  const entryCss = new Set(entryKey ? (manifest[entryKey]?.css ?? []) : []);

  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    modules.add(chunk.file);
    for (const css of chunk.css ?? []) if (!entryCss.has(css)) styles.add(css);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  if (entryKey) visit(entryKey);
  for (const s of sources) visit(s);

  const fonts: string[] = [];
  for (const re of FONT_FILES) {
    const hit = Object.values(manifest).find((c) => re.test(c.file));
    if (hit) fonts.push(hit.file);
  }
  return { modules: [...modules], styles: [...styles], fonts };
}

/**
 * Manifest keys of the island chunks a page uses. An island module may be a shared chunk (the
 * full client app imports it statically too), keyed by its chunk name rather than its source:
 * look among the islands entry's dynamic imports for either.
 */
export function islandChunkKeys(manifest: Manifest, islands: readonly { name: string; source: string }[]): string[] {
  const dynamic = manifest['islands.html']?.dynamicImports ?? [];
  return islands.flatMap(({ name, source }) => {
    if (manifest[source]) return [source];
    const key = dynamic.find((k) => manifest[k]?.src === source || manifest[k]?.name === name);
    return key ? [key] : [];
  });
}
