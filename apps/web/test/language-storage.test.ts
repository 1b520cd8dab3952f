import { beforeEach, describe, expect, it } from 'vitest';
import {
  LANG_KEY,
  REVISION_KEY,
  initLanguageStorage,
  readRevision,
  storedLanguage,
  storeLanguage,
  syncRevision,
} from '../src/lib/i18n/language-storage';

describe('language kept in local storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores and reads the language', () => {
    expect(storedLanguage()).toBeNull();
    storeLanguage('fr');
    expect(storedLanguage()).toBe('fr');
    localStorage.setItem(LANG_KEY, 'de');
    expect(storedLanguage()).toBeNull();
  });

  it('clears local storage when the revision changes, and only then', () => {
    localStorage.setItem(REVISION_KEY, 'r1');
    localStorage.setItem(LANG_KEY, 'fr');
    localStorage.setItem('mijote.other', 'x');
    expect(syncRevision('r1')).toBe(false);
    expect(localStorage.getItem('mijote.other')).toBe('x');
    expect(syncRevision('r2')).toBe(true);
    expect(localStorage.getItem('mijote.other')).toBeNull();
    expect(storedLanguage()).toBeNull();
    expect(localStorage.getItem(REVISION_KEY)).toBe('r2');
  });

  it('keeps a visitor’s carts when the revision changes (ADR 346), and only those', () => {
    const cart = JSON.stringify({ items: { generic: [{ productId: 131, quantity: 1, addedAt: '2026-11-27T15:00:00.000Z' }] } });
    localStorage.setItem(REVISION_KEY, 'r1');
    localStorage.setItem('mijote.cart.mealDelivery', cart);
    localStorage.setItem('mijote.cart.generic', cart);
    localStorage.setItem('mijote.cartoon', 'x');
    localStorage.setItem('mijote.other', 'y');
    expect(syncRevision('r2')).toBe(true);
    expect(localStorage.getItem('mijote.cart.mealDelivery')).toBe(cart);
    expect(localStorage.getItem('mijote.cart.generic')).toBe(cart);
    expect(localStorage.getItem('mijote.cartoon')).toBeNull();
    expect(localStorage.getItem('mijote.other')).toBeNull();
    expect(localStorage.getItem(REVISION_KEY)).toBe('r2');
    expect(localStorage.length).toBe(3);
  });

  it('the URL language wins on load', () => {
    localStorage.setItem(REVISION_KEY, 'r1');
    storeLanguage('fr');
    initLanguageStorage('r1', 'en');
    expect(storedLanguage()).toBe('en');
  });

  it('reads the revision from <meta name="revision">', () => {
    document.head.innerHTML = '<meta name="revision" content="abc123">';
    expect(readRevision(document)).toBe('abc123');
    document.head.innerHTML = '';
    expect(readRevision(document)).toBe('');
  });
});
