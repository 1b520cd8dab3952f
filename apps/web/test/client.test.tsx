// Hydration of the server HTML in happy-dom: public pages hydrate their islands only (ADR 140)
// without React warnings; the store/account/admin areas keep the full client router.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startClient } from '../src/app/client/start-client';
import { startIslands } from '../src/islands/start';
import { ssr } from './render-helpers';

async function loadServerHtml(url: string) {
  const r = await ssr(url);
  const html = r.html ?? '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = doc.documentElement.lang;
  for (const [k, v] of Object.entries(doc.documentElement.dataset)) document.documentElement.dataset[k] = v;
  document.head.innerHTML = doc.head.innerHTML;
  document.body.innerHTML = doc.body.innerHTML;
  window.history.replaceState(null, '', url);
  return html;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const settle = () => act(async () => new Promise((r) => setTimeout(r, 50)));
/**
 * Settles (inside act) until `done` holds or 10 s have passed: a lazy route module loads in the
 * background, later than 50 ms on a busy machine.
 */
async function settleUntil(done: () => boolean): Promise<void> {
  const end = Date.now() + 10_000;
  do await settle();
  while (!done() && Date.now() < end);
}

describe('public pages: island hydration', () => {
  let roots: Root[] = [];
  beforeEach(() => {
    // the quick cart reads the cart from the API: an empty one unless a test answers otherwise
    const empty = { signedIn: false, cart: { store: 'mealDelivery', lines: [], totals: { subTotal: 0, extraCharges: 0 } } };
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify(empty), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  afterEach(() => {
    act(() => roots.forEach((r) => r.unmount()));
    roots = [];
    vi.restoreAllMocks();
    localStorage.clear();
  });

  async function hydrate(url: string) {
    const errors = vi.spyOn(console, 'error');
    const warns = vi.spyOn(console, 'warn');
    await loadServerHtml(url);
    const before = document.getElementById('root')?.innerHTML;
    await act(async () => {
      roots = await startIslands(document);
    });
    await settle();
    return { errors, warns, before };
  }

  it.each([
    '/en/',
    '/fr/',
    '/fr/notre-histoire',
    '/en/contact-us',
    '/fr/emplois',
    '/en/the-golden-beet',
    '/fr/nos-services/livraisons-a-domicile',
  ])('%s hydrates every island without warnings', async (url) => {
    const { errors, warns } = await hydrate(url);
    expect(errors).not.toHaveBeenCalled();
    expect(warns).not.toHaveBeenCalled();
    expect(roots.length).toBe(document.querySelectorAll('[data-island]').length);
    expect(roots.length).toBeGreaterThanOrEqual(4); // header menu, quick cart, lead form, to-top
    expect(localStorage.getItem('mijote.lang')).toBe(url.slice(1, 3));
  });

  it('a content page without modal is unchanged by hydration', async () => {
    // the quick cart asks the API for the cart after hydration; held pending here, so the page
    // compared is exactly what hydration made of the server HTML
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    const { before } = await hydrate('/fr/notre-histoire');
    // the to-top arrow hides until the visitor scrolls; everything else is the server HTML
    const after = document.getElementById('root')?.innerHTML ?? '';
    expect(after.replace(' to-top--hidden', '')).toBe(before);
  });

  it('the home page opens the division-move modal, Escape closes it', async () => {
    await hydrate('/en/');
    const dialog = document.getElementById('division-modal') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement?.className).toBe('modal__close');
    await act(async () => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog.open).toBe(false);
  });

  it('the "service has moved" modal ignores Escape; its link leads into the store, its one button home', async () => {
    await hydrate('/en/at-your-service/home-meal-delivery');
    const dialog = document.getElementById('moved-modal') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await act(async () => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('.modal__close')).toBeNull();
    expect(dialog.querySelectorAll('button')).toHaveLength(1);
    const link = dialog.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/en/meal-delivery');
    expect(document.activeElement).toBe(link);
  });

  it('the menu toggle opens the main menu', async () => {
    await hydrate('/fr/');
    const toggle = document.querySelector<HTMLButtonElement>('.nav-toggle');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    await act(async () => toggle?.click());
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('main-nav')?.className).toContain('main-nav--open');
  });

  it('the contact form shows the spec messages inline, in the page language, and does not post', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await hydrate('/fr/nous-joindre');
    const form = document.getElementById('form-contact-us') as HTMLFormElement;
    (form.querySelector('[name="email"]') as HTMLInputElement).value = 'pas-un-courriel';
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    const errorOf = (name: string) => document.getElementById(`form-contact-us-${name}-error`)?.textContent;
    expect(errorOf('firstName')).toContain('Veuillez remplir ce champ');
    expect(errorOf('email')).toContain('Veuillez saisir une adresse courriel valide');
    expect(errorOf('phone')).toBeUndefined();
    expect(form.querySelector('[name="firstName"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector('[name="firstName"]')?.getAttribute('aria-describedby')).toBe('form-contact-us-firstName-error');
    expect(document.activeElement?.getAttribute('name')).toBe('firstName');
    // only the quick cart's read of the cart; the form posted nothing
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(['/api/cart/quick']);
  });

  it('the quick cart shows the cart the API answers for the local cart, and follows its changes', async () => {
    const local = { items: { monday: [{ productId: 8, type: 'meal', quantity: 2, addedAt: '2026-11-22T12:00:00.000Z' }] } };
    localStorage.setItem('mijote.revision', 'test-rev'); // same build: local storage is kept
    localStorage.setItem('mijote.cart.mealDelivery', JSON.stringify(local));
    const line = (quantity: number) => ({
      group: 'monday',
      index: 0,
      productId: 8,
      type: 'meal',
      title: 'Chili',
      date: '2026-11-23',
      requestedQuantity: quantity,
      quantity,
      unitPrice: 1395,
      extraCharge: 0,
      amount: quantity * 1395,
      taxable: true,
      allowGstTaxRebate: false,
      maxInventory: false,
      outOfStock: false,
      sideMissing: false,
      removalReason: null,
      productType: 'LU',
    });
    let quantity = 2;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            signedIn: false,
            cart: { store: 'mealDelivery', lines: [line(quantity)], totals: { subTotal: quantity * 1395, extraCharges: 0 } },
          }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const { errors, warns } = await hydrate('/en/our-story');
    expect(errors).not.toHaveBeenCalled();
    expect(warns).not.toHaveBeenCalled();
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/cart/quick');
    expect(JSON.parse(String(init.body))).toEqual({ store: 'mealDelivery', language: 'en', cart: local });
    expect(document.querySelector('.quick-cart__count')?.textContent).toBe('2');
    expect(document.querySelector('.quick-cart__lines')?.textContent).toContain('2 × Chili$27.90');
    expect(document.querySelector('.quick-cart__review')?.getAttribute('href')).toBe('/en/meal-delivery/review-order');
    quantity = 3;
    await act(async () => {
      window.dispatchEvent(new CustomEvent('mijote:local-cart', { detail: 'mealDelivery' }));
    });
    await settle();
    expect(document.querySelector('.quick-cart__count')?.textContent).toBe('3');
  });

  it('the language switch link stores the chosen language', async () => {
    await hydrate('/en/our-story');
    const link = document.querySelector<HTMLAnchorElement>('a.lang-switch');
    expect(link?.getAttribute('href')).toBe('/fr/notre-histoire');
    link?.addEventListener('click', (e) => e.preventDefault());
    link?.click();
    expect(localStorage.getItem('mijote.lang')).toBe('fr');
  });
});

describe('store, account and admin areas: the full client router', () => {
  it('a page of those areas hydrates the whole tree without warnings', async () => {
    const errors = vi.spyOn(console, 'error');
    const warns = vi.spyOn(console, 'warn');
    const html = await loadServerHtml('/en/account/orders');
    expect(html).toContain('id="router-state"');
    // the server renders the account area's loading state (the session is only known on the client)
    expect(html).toContain('<h1>My account</h1>');
    expect(html).toContain('Loading…');
    let root!: Root;
    await act(async () => {
      root = await startClient(document);
    });
    await settleUntil(() => document.querySelector('h1')?.textContent === 'Log in');
    expect(errors).not.toHaveBeenCalled();
    expect(warns).not.toHaveBeenCalled();
    // an anonymous visitor (no session hint cookie) is sent to the login page, then back here
    expect(document.querySelector('h1')?.textContent).toBe('Log in');
    expect(window.location.pathname + window.location.search).toBe('/en/login?next=%2Fen%2Faccount%2Forders');
    act(() => root.unmount());
    vi.restoreAllMocks();
  });

  it('the French login page is server HTML with its form, and hydrates without warnings', async () => {
    const errors = vi.spyOn(console, 'error');
    const warns = vi.spyOn(console, 'warn');
    const html = await loadServerHtml('/fr/connecter?next=/fr/account');
    expect(html).toContain('<h1 class="auth-card__title">Se connecter</h1>');
    expect(html).toContain('Mot de passe oublié?');
    expect(html).toContain('href="/fr/oublie-mot-de-passe?next=%2Ffr%2Faccount"');
    let root!: Root;
    await act(async () => {
      root = await startClient(document);
    });
    // hydrated: the form's submit button (disabled in the server HTML) comes alive
    await settleUntil(() => document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled === false);
    expect(errors).not.toHaveBeenCalled();
    expect(warns).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled).toBe(false);
    expect(document.querySelector('input[type="password"]')).not.toBeNull();
    act(() => root.unmount());
    vi.restoreAllMocks();
  });
});
