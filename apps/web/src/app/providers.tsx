import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Site } from '../lib/brand';
import { SiteProvider } from '../lib/site';

/**
 * Providers of every page. TanStack Query is added by the store/account/admin layouts when they
 * arrive (they are lazy), so public pages do not ship it.
 */
export function AppProviders({ i18n, site, origin, children }: { i18n: I18n; site: Site; origin?: string; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteProvider site={site} origin={origin ?? ''}>
        {children}
      </SiteProvider>
    </I18nextProvider>
  );
}
