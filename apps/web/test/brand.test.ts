import { describe, expect, it } from 'vitest';
import { BRANDS, brandCss, normalizeHost, readSiteFromDocument, resolveSite } from '../src/lib/brand';

const config = { bakeryHosts: ['boulangerie.mijote.ca', 'bakery.localhost'], productionHost: 'www.mijote.ca' };

describe('brand and environment by host name', () => {
  it.each([
    ['www.mijote.ca', 'main', 'PRODUCTION'],
    ['WWW.Mijote.CA:443', 'main', 'PRODUCTION'],
    ['localhost', 'main', 'DEV'],
    ['staging.mijote.ca', 'main', 'DEV'],
    ['boulangerie.mijote.ca', 'bakery', 'DEV'],
    ['bakery.localhost:3000', 'bakery', 'DEV'],
    ['[::1]:3000', 'main', 'DEV'],
  ] as const)('%s → %s, %s', (host, brand, env) => {
    expect(resolveSite(host, config)).toEqual({ brand, env });
  });

  it('a bakery production host is the bakery brand in PRODUCTION', () => {
    expect(resolveSite('boulangerie.mijote.ca', { ...config, productionHost: 'boulangerie.mijote.ca' })).toEqual({
      brand: 'bakery',
      env: 'PRODUCTION',
    });
  });

  it('an empty production host never means PRODUCTION', () => {
    expect(resolveSite('', { bakeryHosts: [], productionHost: '' }).env).toBe('DEV');
  });

  it('normalizes host names', () => {
    expect(normalizeHost('Example.COM.:8080')).toBe('example.com');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });

  it('brand tokens follow DESIGN.md and share ground and ink', () => {
    expect(BRANDS.main.tokens['--color-primary']).toBe('#8C1D40');
    expect(BRANDS.main.tokens['--color-accent']).toBe('#E3A72F');
    expect(BRANDS.bakery.tokens['--color-primary']).toBe('#8A5A2B');
    expect(BRANDS.bakery.tokens['--color-accent']).toBe('#F3D9A4');
    for (const b of Object.values(BRANDS)) {
      expect(b.tokens['--color-ground']).toBe('#FBF7F0');
      expect(b.tokens['--color-ink']).toBe('#1F1A17');
    }
    expect(brandCss('bakery')).toMatch(/^:root\{.*--color-primary:#8A5A2B.*\}$/);
    expect(BRANDS.main.poster).not.toBe(BRANDS.bakery.poster);
  });

  it('reads the site back from <html data-brand data-env>', () => {
    document.documentElement.dataset.brand = 'bakery';
    document.documentElement.dataset.env = 'PRODUCTION';
    expect(readSiteFromDocument(document)).toEqual({ brand: 'bakery', env: 'PRODUCTION' });
    document.documentElement.dataset.brand = 'evil';
    delete document.documentElement.dataset.env;
    expect(readSiteFromDocument(document)).toEqual({ brand: 'main', env: 'DEV' });
  });
});

describe('styles/brands.css', () => {
  it('holds every token of each brand, under <html data-brand>', async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync(`${import.meta.dirname}/../src/styles/brands.css`, 'utf8');
    for (const id of ['main', 'bakery'] as const) {
      const rule = css.slice(css.indexOf(`[data-brand="${id}"]`));
      const body = rule.slice(rule.indexOf('{') + 1, rule.indexOf('}'));
      for (const [k, v] of Object.entries(BRANDS[id].tokens)) expect(body, `${id} ${k}`).toContain(`${k}: ${v};`);
    }
  });
});
