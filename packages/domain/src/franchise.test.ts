import { describe, expect, it } from 'vitest';
import { newFranchiseDefaults } from './franchise.js';

describe('new bistro location', () => {
  it('opens disabled, plated, in Quebec, Canada', () => {
    expect(newFranchiseDefaults()).toEqual({
      enabled: false,
      packageType: 'P',
      country: 'CA',
      province: 'QC',
      corporateOnly: false,
      isNew: true,
    });
  });
});
