import { createContext, useContext, type ReactNode } from 'react';
import { BRANDS, type Brand, type Site } from './brand';

const SiteContext = createContext<Site>({ brand: 'main', env: 'DEV' });
const OriginContext = createContext<string>('');

/** `origin`: the site's public origin (absolute links: social share). */
export function SiteProvider({ site, origin = '', children }: { site: Site; origin?: string; children: ReactNode }) {
  return (
    <SiteContext value={site}>
      <OriginContext value={origin}>{children}</OriginContext>
    </SiteContext>
  );
}

export function useSite(): Site & { brandInfo: Brand } {
  const site = useContext(SiteContext);
  return { ...site, brandInfo: BRANDS[site.brand] };
}

export function useOrigin(): string {
  return useContext(OriginContext);
}
