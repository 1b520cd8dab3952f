// The corporate cafeterias' small pieces (issue 13; ADR 300): the mobile cut-off as said on the menu
// (customer-side §9: 9:59:59; the domain's formatWallTime with seconds), and the texts a first page of those stores hydrates with.
import { describe, expect, it } from 'vitest';
import { formatWallTime } from '@mijote/domain';
import { pageNamespaces } from '../src/lib/i18n/page-namespaces';

describe('the same-day cut-off on the mobile menu', () => {
  it.each([
    ['09:59:59', 'en', '9:59:59 a.m.'],
    ['09:59:59', 'fr', '9 h 59 min 59 s'],
    ['11:59:59', 'en', '11:59:59 a.m.'],
    ['12:05:00', 'en', '12:05:00 p.m.'],
    ['00:00:00', 'en', '12:00:00 a.m.'],
    ['13:30:00', 'fr', '13 h 30 min 00 s'],
  ] as const)('%s in %s is %s', (time, lang, said) => {
    expect(formatWallTime(time, lang, { seconds: true })).toBe(said);
  });
});

describe('the namespaces a first page needs beyond the full client’s', () => {
  it.each([
    ['/en/corporate', ['store', 'corporate']],
    ['/fr/corporatif/confirm-order', ['store', 'corporate']],
    ['/en/mobile/review-order', ['store', 'corporate']],
    ['/en/admin/holidays', ['admin', 'account-pages']],
    // the stores' texts come with the stores and an order's details only (ADR 379)
    ['/en/meal-delivery', ['store']],
    ['/en/restaurant/confirm-order', ['store']],
    ['/en/account', ['account-pages']],
    ['/fr/account/orders', ['account-pages']],
    ['/fr/account/orders/12', ['account-pages', 'store']],
    ['/en/login', []],
    ['/fr/', []],
  ] as const)('%s: %j', (path, namespaces) => {
    expect(pageNamespaces(path)).toEqual(namespaces);
  });
});
