// Brands by host name (customer-side §1, DESIGN.md "Two brands, one system"): the host picks the
// theme tokens, logo, promo video, poster and title text. Environment is PRODUCTION only on the
// production host.

export type BrandId = 'main' | 'bakery';
export type Environment = 'PRODUCTION' | 'DEV';

export interface SiteConfig {
  bakeryHosts: readonly string[];
  productionHost: string;
}

export interface Site {
  brand: BrandId;
  env: Environment;
}

export interface Brand {
  id: BrandId;
  /** Theme tokens, written as CSS custom properties on :root. */
  tokens: Readonly<Record<string, string>>;
  /** Which poster illustration the hero shows. */
  poster: 'kitchen' | 'bakery';
  /**
   * The self-hosted promo video, without extension (`.webm`, `.mp4` and the `.en.vtt` / `.fr.vtt`
   * captions sit beside it in apps/web/public/video, ADR 184); null: the poster alone.
   */
  promoVideo: string | null;
}

const shared = {
  '--color-ground': '#FBF7F0',
  '--color-surface': '#FFFFFF',
  '--color-ink': '#1F1A17',
  '--color-ink-muted': '#5A514B',
  '--color-line': '#E6DDD1',
  '--color-success': '#2F6B2F',
  '--color-danger': '#B3261E',
  '--color-warning': '#8A5300',
  '--color-leaf': '#3D7A3A',
};

export const BRANDS: Readonly<Record<BrandId, Brand>> = {
  main: {
    id: 'main',
    tokens: {
      ...shared,
      '--color-primary': '#8C1D40',
      '--color-primary-strong': '#6E1532',
      '--color-on-primary': '#FFFFFF',
      '--color-accent': '#E3A72F',
      '--color-on-accent': '#1F1A17',
      '--color-primary-soft': '#F5E6EA',
      '--color-accent-soft': '#FBEFD3',
    },
    poster: 'kitchen',
    promoVideo: '/video/mijote-kitchen',
  },
  bakery: {
    id: 'bakery',
    tokens: {
      ...shared,
      '--color-primary': '#8A5A2B',
      '--color-primary-strong': '#6C4520',
      '--color-on-primary': '#FFFFFF',
      '--color-accent': '#F3D9A4',
      '--color-on-accent': '#1F1A17',
      '--color-primary-soft': '#F4EADF',
      '--color-accent-soft': '#FAF0DA',
    },
    poster: 'bakery',
    promoVideo: '/video/la-mie-mijote-bakery',
  },
};

/** Lower-case host name without port. */
export function normalizeHost(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '').replace(/\.$/, '');
}

export function resolveSite(host: string, config: SiteConfig): Site {
  const h = normalizeHost(host);
  const bakery = config.bakeryHosts.some((b) => normalizeHost(b) === h);
  const production = config.productionHost !== '' && normalizeHost(config.productionHost) === h;
  return { brand: bakery ? 'bakery' : 'main', env: production ? 'PRODUCTION' : 'DEV' };
}

/** The `:root { … }` rule of a brand's tokens (inlined in the server-rendered head). */
export function brandCss(id: BrandId): string {
  const body = Object.entries(BRANDS[id].tokens)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `:root{${body}}`;
}

function isBrandId(v: string | undefined): v is BrandId {
  return v === 'main' || v === 'bakery';
}

/** The site chosen by the server, read back from `<html data-brand data-env>` on the client. */
export function readSiteFromDocument(doc: Document): Site {
  const { brand, env } = doc.documentElement.dataset;
  return { brand: isBrandId(brand) ? brand : 'main', env: env === 'PRODUCTION' ? 'PRODUCTION' : 'DEV' };
}
