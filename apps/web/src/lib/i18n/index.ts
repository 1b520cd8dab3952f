// i18next setup shared by the server render and the client. Every visible string lives in
// src/locales/{en,fr}/<namespace>.json. A missing key renders as `~key` (customer-side §8) and
// there is no fallback language, so a missing French string shows up instead of English text.
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import type { Lang } from '../paths';

export const NAMESPACES = ['common', 'home', 'pages', 'forms', 'errors', 'account', 'store'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NS: Namespace = 'common';

/** `<html lang>` of each language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', fr: 'fr-CA' };

type JsonModule = { default: ResourceLanguage[string] };
const loaders = import.meta.glob<JsonModule>('../../locales/*/*.json');

/** Source path of a namespace file, as Vite's manifest names it (for preloading). */
export function localeSource(lang: Lang, ns: Namespace): string {
  return `src/locales/${lang}/${ns}.json`;
}

/** Loads every namespace of one language (each is its own small chunk). */
export async function loadLanguage(lang: Lang): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = loaders[`../../locales/${lang}/${ns}.json`];
      if (!load) throw new Error(`missing locale file ${lang}/${ns}.json`);
      return [ns, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export const missingKey = (key: string): string => `~${key}`;

/** A ready (synchronously initialised) i18next instance for one language. */
export function createI18n(lang: Lang, resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    supportedLngs: ['en', 'fr'],
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NS,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    parseMissingKeyHandler: missingKey,
    react: { useSuspense: false },
  });
  return instance;
}

/** Switches an instance to a language, loading its resources first when needed. */
export async function ensureLanguage(instance: I18n, lang: Lang): Promise<void> {
  if (!instance.hasResourceBundle(lang, DEFAULT_NS)) {
    const bundles = await loadLanguage(lang);
    for (const [ns, data] of Object.entries(bundles)) instance.addResourceBundle(lang, ns, data, true, true);
  }
  if (instance.language !== lang) await instance.changeLanguage(lang);
}
