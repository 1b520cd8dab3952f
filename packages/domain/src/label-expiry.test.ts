import { describe, expect, it } from 'vitest';
import { labelExpiryDate } from './label-expiry.js';
import type { KitchenSource, ProductTypeCd } from './vocabulary.js';

describe('label expiry dates', () => {
  it.each<{ source: KitchenSource; type: ProductTypeCd; end: string; expiry: string | null }>([
    // corporate: hot items on the Saturday, cold items on the Wednesday, after the end date
    { source: 'corp', type: 'LU', end: '2026-05-13', expiry: '2026-05-16' },
    { source: 'corp', type: 'SU', end: '2026-05-15', expiry: '2026-05-16' },
    { source: 'corp', type: 'BF', end: '2026-05-11', expiry: '2026-05-16' },
    { source: 'corp', type: 'LU', end: '2026-05-16', expiry: '2026-05-23' },
    { source: 'corp', type: 'SD', end: '2026-05-12', expiry: '2026-05-13' },
    { source: 'corp', type: 'WR', end: '2026-05-13', expiry: '2026-05-20' },
    { source: 'corp', type: 'WR', end: '2026-05-15', expiry: '2026-05-20' },
    // SW is listed under both corporate rules: it follows the Wednesday (cold items) rule
    { source: 'corp', type: 'SW', end: '2026-05-12', expiry: '2026-05-13' },
    { source: 'corp', type: 'SW', end: '2026-05-15', expiry: '2026-05-20' },
    { source: 'corp', type: 'KC', end: '2026-05-15', expiry: null },
    // meal delivery: hot items on day 7 (Sunday) of the week, cold items two days after the end date
    { source: 'meal-delivery', type: 'LU', end: '2026-05-13', expiry: '2026-05-17' },
    { source: 'meal-delivery', type: 'KC', end: '2026-05-11', expiry: '2026-05-17' },
    { source: 'meal-delivery', type: 'BF', end: '2026-05-17', expiry: '2026-05-17' },
    { source: 'meal-delivery', type: 'SU', end: '2026-10-30', expiry: '2026-11-01' },
    { source: 'meal-delivery', type: 'SH', end: '2026-05-13', expiry: '2026-05-15' },
    { source: 'meal-delivery', type: 'SW', end: '2026-05-15', expiry: '2026-05-17' },
    { source: 'meal-delivery', type: 'WR', end: '2026-02-27', expiry: '2026-03-01' },
    { source: 'meal-delivery', type: 'DR', end: '2026-05-13', expiry: null },
    // around month and year ends (issue 16): every type with a rule, in both sources
    { source: 'corp', type: 'BF', end: '2026-12-31', expiry: '2027-01-02' },
    { source: 'corp', type: 'LU', end: '2026-01-31', expiry: '2026-02-07' },
    { source: 'corp', type: 'SU', end: '2027-02-26', expiry: '2027-02-27' },
    { source: 'corp', type: 'SD', end: '2026-09-30', expiry: '2026-10-07' },
    { source: 'corp', type: 'SW', end: '2026-11-30', expiry: '2026-12-02' },
    { source: 'corp', type: 'WR', end: '2026-12-31', expiry: '2027-01-06' },
    { source: 'meal-delivery', type: 'BF', end: '2026-08-31', expiry: '2026-09-06' },
    { source: 'meal-delivery', type: 'SU', end: '2026-01-31', expiry: '2026-02-01' },
    { source: 'meal-delivery', type: 'LU', end: '2026-12-29', expiry: '2027-01-03' },
    { source: 'meal-delivery', type: 'KC', end: '2026-12-31', expiry: '2027-01-03' },
    { source: 'meal-delivery', type: 'SH', end: '2028-02-28', expiry: '2028-03-01' },
    { source: 'meal-delivery', type: 'SD', end: '2026-12-30', expiry: '2027-01-01' },
    { source: 'meal-delivery', type: 'SW', end: '2026-04-29', expiry: '2026-05-01' },
    { source: 'meal-delivery', type: 'WR', end: '2027-12-31', expiry: '2028-01-02' },
  ])('$source $type ending $end → $expiry', ({ source, type, end, expiry }) => {
    expect(labelExpiryDate(source, type, end)).toBe(expiry);
  });
});
