// i18next setup shared by the server render and the client. Every visible string lives in
// src/locales/{en,fr}/<namespace>.json. A missing key renders as `~key` (customer-side §8) and
// there is no fallback language, so a missing French string shows up instead of English text.
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import type { Lang } from '../paths';

// `scheduling`: the scheduling widget's dialog, loaded by that island's chunk itself (ADR 372);
// `account-pages`: the account area's own screens (profile, order history, an order), loaded with
// that area and the admin's, never with the store's (the store pages' 130 KB budget)
export const NAMESPACES = [
  'common',
  'home',
  'pages',
  'forms',
  'errors',
  'account',
  'account-pages',
  'store',
  'admin',
  'corporate',
  'scheduling',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NS: Namespace = 'common';

/**
 * The namespaces the full client (sign-in, store, account) loads with its first page (ADR 230): the
 * shell's, the forms', the errors', the account's and the store's. The public pages' texts (`home`,
 * `pages`, 10 KB gzipped) are loaded only when the client navigates to such a page (their routes'
 * loaders call `ensureNamespaces`); the server has every namespace.
 */
export const CLIENT_NAMESPACES: readonly Namespace[] = ['common', 'forms', 'errors', 'account'];

/** `<html lang>` of each language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', fr: 'fr-CA' };

type JsonModule = { default: ResourceLanguage[string] };
const loaders = import.meta.glob<JsonModule>('../../locales/*/*.json');

/** Source path of a namespace file, as Vite's manifest names it (for preloading). */
export function localeSource(lang: Lang, ns: Namespace): string {
  return `src/locales/${lang}/${ns}.json`;
}

/** Loads namespaces of one language, by default all (each is its own small chunk). */
export async function loadLanguage(lang: Lang, namespaces: readonly Namespace[] = NAMESPACES): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
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
    // useTranslation([a, b]): a key is looked up in a, then b (the lite translator does the same)
    react: { useSuspense: false, nsMode: 'fallback' },
  });
  return instance;
}

/** Adds the namespaces of a language an instance does not have yet. */
export async function ensureNamespaces(instance: I18n, lang: Lang, namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(lang, ns));
  if (missing.length === 0) return;
  const bundles = await loadLanguage(lang, missing);
  for (const [ns, data] of Object.entries(bundles)) instance.addResourceBundle(lang, ns, data, true, true);
}

/** Switches an instance to a language, loading the full client's namespaces first when needed. */
export async function ensureLanguage(instance: I18n, lang: Lang): Promise<void> {
  await ensureNamespaces(instance, lang, CLIENT_NAMESPACES);
  if (instance.language !== lang) await instance.changeLanguage(lang);
}
