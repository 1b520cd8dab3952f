import { describe, expect, it } from 'vitest';
import { newLocationDefaults } from './bistro-location.js';

describe('new bistro location', () => {
  it('opens disabled, plated, in Quebec, Canada', () => {
    expect(newLocationDefaults()).toEqual({
      enabled: false,
      packageType: 'P',
      country: 'CA',
      province: 'QC',
      corporateOnly: false,
      isNew: true,
    });
  });
});
