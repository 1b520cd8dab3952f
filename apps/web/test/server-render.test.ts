// The server render's per-language parts are built once (ADR 236, issue 17): the i18next instance
// and the router's static handler are shared by every request of a language, and each request's
// API reads still go through its own reader (the handler's request context). The login page is
// indexable, the other sign-in screens are not.
import { describe, expect, it } from 'vitest';
import type { RenderInput } from '../src/app/ssr/render-page';
import { fakeFetchApi, ssr } from './render-helpers';

type FetchApi = NonNullable<RenderInput['fetchApi']>;

/** A reader that records its paths and answers like the fake API. */
function recording(): { calls: string[]; read: FetchApi } {
  const calls: string[] = [];
  return {
    calls,
    read: async (path) => {
      calls.push(path);
      // let the other render run between the reads
      await new Promise((resolve) => setTimeout(resolve, 5));
      return fakeFetchApi(path);
    },
  };
}

describe('the server render', () => {
  it('reads through each request’s own reader while the routes are shared', async () => {
    const a = recording();
    const b = recording();
    const c = recording();
    const [home, contact, homeFr] = await Promise.all([
      ssr('/en/', 'localhost', a.read),
      ssr('/en/testimonials', 'localhost', b.read),
      ssr('/fr/', 'localhost', c.read),
    ]);
    expect([home.status, contact.status, homeFr.status]).toEqual([200, 200, 200]);
    expect(a.calls.length).toBeGreaterThan(0);
    expect(a.calls.every((p) => !p.startsWith('/api/testimonials'))).toBe(true);
    expect(b.calls.some((p) => p.startsWith('/api/testimonials?language=en'))).toBe(true);
    expect(c.calls.length).toBeGreaterThan(0);
    // each in its language, from the same shared instances
    expect(home.html).toContain('<html lang="en"');
    expect(homeFr.html).toContain('<html lang="fr-CA"');
    const again = await ssr('/en/', 'localhost', a.read);
    expect(again.html?.replace(/<meta name="revision"[^>]*>/, '')).toBe(home.html?.replace(/<meta name="revision"[^>]*>/, ''));
  });

  it('lets search engines index the login page, not the other sign-in screens', async () => {
    for (const path of ['/en/login', '/fr/connecter']) {
      const r = await ssr(path);
      expect(r.status).toBe(200);
      expect(r.html, path).not.toContain('noindex');
      expect(r.html, path).toContain(`<link rel="canonical" href="https://mijote.example.test${path}">`);
      expect(r.headers?.['x-robots-tag']).toBeUndefined();
      // a full-client page: never in the shared page cache
      expect(r.shared ?? false).toBe(false);
    }
    for (const path of ['/en/sign-up', '/en/forgot-my-password']) {
      const r = await ssr(path);
      expect(r.html, path).toContain('<meta name="robots" content="noindex">');
    }
  });
});
