// The browser's i18next (ADR 230): the full client's build aliases `i18next` to this module, as it
// aliases React to preact/compat. i18next is 15 KB gzipped on every store and account page for the
// part of it this app uses: namespaces (`ns:key`, `ns`), `{{name}}` interpolation without escaping,
// `count` plurals (`_one`, `_other` by Intl.PluralRules), `defaultValue`, `returnObjects`, the
// `~key` of a missing key (customer-side §8), no fallback language. The server render's build
// takes it too (ADR 343: i18next's `t` was most of a page's render CPU); the API and the tests keep
// i18next, and test/i18n-lite.test.ts renders every key of every namespace in both languages with both and
// compares: a feature used here and not implemented fails there.
import type { i18n as I18n, InitOptions, ResourceLanguage } from 'i18next';

type Options = Record<string, unknown>;
type Listener = (lng: string) => void;

const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

function valueAt(obj: unknown, path: readonly string[]): unknown {
  let v = obj;
  for (const part of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

function interpolate(text: string, vars: Options): string {
  // most strings have no placeholder: no regular expression run for them (issue 17)
  if (!text.includes('{{')) return text;
  return text.replace(INTERPOLATION, (whole, name: string) => {
    const v = valueAt(vars, name.split('.'));
    return v === undefined || v === null ? whole : String(v);
  });
}

function deepInterpolate(value: unknown, vars: Options): unknown {
  if (typeof value === 'string') return interpolate(value, vars);
  if (Array.isArray(value)) return value.map((v) => deepInterpolate(v, vars));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepInterpolate(v, vars)]));
  }
  return value;
}

class LiteI18n {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: InitOptions = {};
  private store: Record<string, Record<string, ResourceLanguage[string]>> = {};
  private listeners = new Map<string, Set<Listener>>();
  private plurals = new Map<string, Intl.PluralRules>();

  init(options: InitOptions = {}): this {
    this.options = options;
    const resources = (options.resources ?? {}) as Record<string, Record<string, ResourceLanguage[string]>>;
    for (const [lng, namespaces] of Object.entries(resources)) {
      for (const [ns, data] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, data);
    }
    this.setLanguage(String(options.lng ?? 'en'));
    this.isInitialized = true;
    return this;
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.languages = [lng];
  }

  createInstance(options?: InitOptions): LiteI18n {
    const instance = new LiteI18n();
    if (options) instance.init(options);
    return instance;
  }

  addResourceBundle(lng: string, ns: string, data: ResourceLanguage[string]): this {
    this.store[lng] ??= {};
    this.store[lng][ns] = data;
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return !!this.store[lng]?.[ns];
  }

  async changeLanguage(lng: string): Promise<LiteI18n['t']> {
    if (lng !== this.language) {
      this.setLanguage(lng);
      for (const listener of this.listeners.get('languageChanged') ?? []) listener(lng);
    }
    return this.t;
  }

  on(event: string, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  private pluralRules(lng: string): Intl.PluralRules {
    let rules = this.plurals.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      this.plurals.set(lng, rules);
    }
    return rules;
  }

  private lookup(lng: string, ns: string, key: string, options: Options): unknown {
    const data = this.store[lng]?.[ns];
    if (!data) return undefined;
    const path = key.split('.');
    if (typeof options['count'] === 'number') {
      const suffix = this.pluralRules(lng).select(options['count']);
      const last = path[path.length - 1];
      const plural = valueAt(data, [...path.slice(0, -1), `${last}_${suffix}`]);
      if (plural !== undefined) return plural;
    }
    return valueAt(data, path);
  }

  /** i18next's `t` for what this app uses (see the header). */
  t = (key: string | readonly string[], options: Options = {}): never => this.translate(key, options, undefined, undefined);

  /**
   * `t`, with getFixedT's language and namespace when it has them (an option of the call wins;
   * the namespace applies to a key without its own `ns:`). No option object is copied per call:
   * a page's render makes hundreds of calls (issue 17).
   */
  private translate(
    key: string | readonly string[],
    options: Options,
    fixedLng: string | undefined,
    fixedNs: readonly string[] | undefined,
  ): never {
    // several keys: the first one found (issue 28: a back-office error code's text, ADR 230)
    const keys = Array.isArray(key) ? key.map(String) : [String(key)];
    const lng = typeof options['lng'] === 'string' ? options['lng'] : (fixedLng ?? this.language);
    let bare = '';
    for (const k of keys) {
      const colon = k.indexOf(':');
      bare = colon > 0 ? k.slice(colon + 1) : k;
      // a key's own `ns:` wins; then the call's `ns`; then getFixedT's namespaces, in their order
      const namespaces =
        colon > 0
          ? [k.slice(0, colon)]
          : options['ns'] !== undefined
            ? [String(options['ns'])]
            : (fixedNs ?? [String(this.options.defaultNS ?? 'translation')]);
      for (const ns of namespaces) {
        let found = this.lookup(lng, ns, bare, options);
        if (found === '' && this.options.returnEmptyString === false) found = undefined;
        if (found !== undefined && found !== null && typeof found === 'object') {
          if (options['returnObjects']) return deepInterpolate(found, options) as never;
          found = undefined;
        }
        if (found !== undefined && found !== null) return interpolate(String(found), options) as never;
      }
    }
    // as i18next: the missing-key handler, when set, wins over a default value
    const handler = this.options.parseMissingKeyHandler as ((k: string) => string) | undefined;
    if (handler) return handler(bare) as never;
    if (typeof options['defaultValue'] === 'string') return interpolate(options['defaultValue'], options) as never;
    return bare as never;
  }

  getFixedT(lng: string | null, ns?: string | readonly string[] | null): LiteI18n['t'] {
    const fixedLng = lng || undefined;
    const fixedNs = ns ? (typeof ns === 'string' ? [ns] : ns) : undefined;
    return ((key: string | readonly string[], options: Options = {}) => this.translate(key, options, fixedLng, fixedNs)) as LiteI18n['t'];
  }
}

const i18next = new LiteI18n();
export default i18next as unknown as I18n;
export const createInstance = (options?: InitOptions): I18n => i18next.createInstance(options) as unknown as I18n;
