// Client start of a public page (ADR 140): no router, no i18next. Keeps the language storage
// (customer-side §1) and hydrates each island container with the props serialized beside it.
import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { readRevision, storeLanguage, syncRevision } from '../lib/i18n/language-storage';
import type { IslandName } from './names';

type IslandModule = { default: ComponentType<object> };

/** One dynamic import per island: a page loads (and the server preloads) only the ones it uses. */
export const ISLAND_LOADERS: Record<IslandName, () => Promise<IslandModule>> = {
  'header-nav': () => import('./header-nav') as Promise<IslandModule>,
  'quick-cart': () => import('./quick-cart') as Promise<IslandModule>,
  'to-top': () => import('./to-top') as Promise<IslandModule>,
  'notice-modal': () => import('./notice-modal') as Promise<IslandModule>,
  'public-form': () => import('./public-form') as Promise<IslandModule>,
  'lead-form': () => import('./lead-form') as Promise<IslandModule>,
  'promo-video': () => import('./promo-video') as Promise<IslandModule>,
  'account-links': () => import('./account-links') as Promise<IslandModule>,
  'forced-reset': () => import('./forced-reset') as Promise<IslandModule>,
  scheduling: () => import('./scheduling') as Promise<IslandModule>,
};

function isIslandName(v: string | undefined): v is IslandName {
  return v !== undefined && v in ISLAND_LOADERS;
}

/** The page language from `<html lang>` ('fr-CA' → 'fr'). */
export function documentLang(doc: Document): 'en' | 'fr' {
  return doc.documentElement.lang.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** The props serialized after an island container. */
export function readIslandProps(el: Element): object {
  const next = el.nextElementSibling;
  if (next instanceof HTMLScriptElement && next.hasAttribute('data-island-props')) return JSON.parse(next.textContent || '{}') as object;
  return {};
}

export async function startIslands(doc: Document = document): Promise<Root[]> {
  // revision check first (it may clear storage), then the page language is the stored choice
  syncRevision(readRevision(doc));
  storeLanguage(documentLang(doc));
  doc.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.lang-switch') : null;
    const target = link?.hreflang;
    if (target === 'en' || target === 'fr') storeLanguage(target);
  });

  const containers = Array.from(doc.querySelectorAll<HTMLElement>('[data-island]'));
  const roots = await Promise.all(
    containers.map(async (el) => {
      const name = el.dataset['island'];
      if (!isIslandName(name)) return null;
      const mod = await ISLAND_LOADERS[name]();
      return hydrateRoot(el, createElement(mod.default, readIslandProps(el)));
    }),
  );
  return roots.filter((r): r is Root => r !== null);
}
