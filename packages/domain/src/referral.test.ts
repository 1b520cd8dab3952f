import { describe, expect, it } from 'vitest';
import { REFERRAL_CREDIT, referralCredits } from './referral.js';

describe('referral', () => {
  it('gives $25 each', () => {
    expect(REFERRAL_CREDIT).toBe(2500);
    expect(referralCredits({ referrerEmail: 'a@x.ca', friendEmail: 'b@x.ca', friendHasAccount: false })).toEqual({ ok: true, referrerCredit: 2500, friendCredit: 2500 });
  });

  it.each([
    { referrerEmail: 'a@x.ca', friendEmail: ' A@X.ca ', friendHasAccount: false, key: 'referral-self' },
    { referrerEmail: 'a@x.ca', friendEmail: 'b@x.ca', friendHasAccount: true, key: 'referral-existing-customer' },
  ])('refuses $key', ({ key, ...input }) => {
    expect(referralCredits(input)).toEqual({ ok: false, key });
  });
});
