// Pure helpers of the sign-in screens and the account area (issue 4).
import { OrderAgainReply, SESSION_HINT_COOKIE_NAMES, sessionHintCookieName } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { addressBody, applySuggestion, emptyAddress, isBlankAddress } from '../src/components/address/address-values';
import { cardFieldOfError, checkCard } from '../src/lib/card-check';
import { isFullClientPath, safeNextPath } from '../src/features/auth/next-path';
import { ApiError } from '../src/lib/api-client';
import { checkValue, fieldErrorsFromServer, problemText, validate } from '../src/lib/form-validation';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { HINT_COOKIE_NAMES, hasHintCookie } from '../src/lib/session/hint';

describe('safeNextPath (?next= of the login and sign-up pages)', () => {
  it.each([
    ['/en/account', '/en/account'],
    ['/fr/account/orders', '/fr/account/orders'],
    ['/en/meal-delivery/review-order?x=1#top', '/en/meal-delivery/review-order?x=1#top'],
    ['/fr', '/fr'],
    ['  /en/account  ', '/en/account'],
  ])('keeps a path of ours: %s', (raw, expected) => {
    expect(safeNextPath(raw, 'en')).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/en/',
    '//evil.example/en/',
    '/en//evil.example',
    '/\\evil.example',
    '/en/\\\\evil.example',
    'javascript:alert(1)',
    '/de/account',
    '/english',
    'en/account',
    '/en/%2F%2Fevil.example',
    '/en/account\nSet-Cookie: x',
    '/admin',
  ])('sends anything else home: %s', (raw) => {
    expect(safeNextPath(raw, 'fr')).toBe('/fr/');
  });

  it('knows which paths are full-client pages (client navigation) and which are server HTML (full load)', () => {
    expect(isFullClientPath('/en/account')).toBe(true);
    expect(isFullClientPath('/fr/connecter?next=/fr/')).toBe(true);
    expect(isFullClientPath('/en/meal-delivery/review-order')).toBe(true);
    expect(isFullClientPath('/en/')).toBe(false);
    expect(isFullClientPath('/fr/nous-joindre')).toBe(false);
  });
});

describe('form checks', () => {
  it('required, e-mail, postal code, phone, password length and confirmation', () => {
    expect(checkValue('  ', { required: true })).toBe('required');
    expect(checkValue('', { kind: 'email' })).toBeNull(); // optional and empty
    expect(checkValue('marie@', { required: true, kind: 'email' })).toBe('email');
    expect(checkValue(' marie.roy@example.com ', { required: true, kind: 'email' })).toBeNull();
    expect(checkValue('h9r 3j1', { kind: 'postalCode' })).toBeNull();
    expect(checkValue('H9R3J1', { kind: 'postalCode' })).toBeNull();
    expect(checkValue('D9R 3J1', { kind: 'postalCode' })).toBe('postalCode'); // D is never a first letter
    expect(checkValue('12345', { kind: 'postalCode' })).toBe('postalCode');
    expect(checkValue('514 555-0142 poste 12', { kind: 'phone' })).toBeNull();
    expect(checkValue('call me', { kind: 'phone' })).toBe('phone');
    expect(checkValue('short', { required: true, kind: 'newPassword' })).toBe('passwordTooShort');
    expect(checkValue('x'.repeat(101), { max: 100 })).toBe('tooLong');
    expect(
      validate(
        { password: 'Fresh-garden-91', confirm: 'Fresh-garden-19' },
        { password: { required: true, kind: 'newPassword' }, confirm: { required: true, sameAs: 'password' } },
      ),
    ).toEqual({
      confirm: 'passwordsMatch',
    });
    expect(validate({ password: 'Fresh-garden-91', confirm: 'Fresh-garden-91' }, { confirm: { sameAs: 'password' } })).toEqual({});
  });

  it.each([
    ['en', 'Please fill out this field', 'Please fill in a valid email address', 'Please make sure both passwords match.'],
    [
      'fr',
      'Veuillez remplir ce champ',
      'Veuillez saisir une adresse courriel valide',
      'Assurez-vous que les deux mots de passe sont identiques.',
    ],
  ] as const)('%s: the spec messages (customer-side §5)', async (lang, required, email, match) => {
    const { t } = createI18n(lang, { [lang]: await loadLanguage(lang) });
    expect(problemText(t, 'required')).toBe(required);
    expect(problemText(t, 'email')).toBe(email);
    expect(problemText(t, 'passwordsMatch')).toBe(match);
    expect(problemText(t, 'passwordTooShort')).toMatch(/8/);
    expect(problemText(t, null)).toBeUndefined();
  });

  it('maps the API validation issues back to the form fields', () => {
    const err = new ApiError(400, {
      code: 'validation-failed',
      message: 'x',
      params: {
        issues: [
          { path: 'body.Email', code: 'invalid_format' },
          { path: 'body.BillingAddress.postalCode', code: 'invalid_format' },
          { path: 'body.BillingAddress.line1', code: 'too_small' },
          { path: 'body.FirstName', code: 'too_big' },
          { path: 'body.Unknown', code: 'too_small' },
        ],
      },
    });
    expect(
      fieldErrorsFromServer(err, {
        Email: 'email',
        'BillingAddress.postalCode': 'billing.postalCode',
        'BillingAddress.line1': 'billing.line1',
        FirstName: 'first',
      }),
    ).toEqual({
      email: 'email',
      'billing.postalCode': 'postalCode',
      'billing.line1': 'required',
      first: 'tooLong',
    });
    expect(fieldErrorsFromServer(new ApiError(409, { code: 'email-taken', message: 'x' }), { Email: 'email' })).toEqual({});
  });
});

describe('addresses', () => {
  it('a picked suggestion fills the city and province and starts the postal code', () => {
    const v = applySuggestion(emptyAddress(), { postalCode: 'H9R', city: 'Pointe-Claire', province: 'QC' });
    expect(v).toMatchObject({ city: 'Pointe-Claire', province: 'QC', postalCode: 'H9R ' });
    // a postal code already typed in that area is kept
    expect(
      applySuggestion({ ...emptyAddress(), postalCode: 'h9r 2w3' }, { postalCode: 'H9R', city: 'Pointe-Claire', province: 'QC' })
        .postalCode,
    ).toBe('h9r 2w3');
    expect(applySuggestion(emptyAddress(), { postalCode: 'H9B1A1', city: 'Dollard', province: 'QC' }).postalCode).toBe('H9B 1A1');
  });

  it('builds the contract body: trimmed, empty optional fields out or null, name left to the server when empty', () => {
    const body = addressBody(
      { ...emptyAddress(), line1: ' 212, avenue Donegani ', city: 'Pointe-Claire', postalCode: 'H9R 2W3', company: '  ' },
      'B',
    );
    expect(body).toEqual({
      addressType: 'B',
      company: null,
      line1: '212, avenue Donegani',
      line2: null,
      city: 'Pointe-Claire',
      province: 'QC',
      postalCode: 'H9R 2W3',
      country: 'CA',
      phone: null,
      instructions: null,
    });
    expect(isBlankAddress(emptyAddress())).toBe(true);
    expect(isBlankAddress({ ...emptyAddress(), line2: 'App. 3' })).toBe(false);
  });
});

describe('cards', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  it('checks the typed card before tokenizing', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', name: 'Marie Roy', month: 4, year: 2030, cvv: '123' }, now)).toEqual({});
    expect(checkCard({ number: '', name: ' ', month: 0, year: 0, cvv: '' }, now)).toEqual({
      number: 'required',
      name: 'required',
      month: 'required',
      year: 'required',
      cvv: 'required',
    });
    expect(checkCard({ number: '4242-abc', name: 'M', month: 2, year: 2026, cvv: '12' }, now)).toEqual({
      number: 'cardNumber',
      month: 'expired',
      cvv: 'cvv',
    });
    expect(checkCard({ number: '4242424242424242', name: 'M', month: 3, year: 2026, cvv: '123' }, now)).toEqual({}); // valid through March
    // the tokenizer's rules, before anything is sent: Luhn, and the CVV length of the brand
    expect(checkCard({ number: '4242424242424241', name: 'M', month: 4, year: 2030, cvv: '123' }, now)).toEqual({ number: 'cardNumber' });
    expect(checkCard({ number: '4242424242424242', name: 'M', month: 4, year: 2030, cvv: '1234' }, now)).toEqual({ cvv: 'cvv' });
    expect(checkCard({ number: '371449635398431', name: 'M', month: 4, year: 2030, cvv: '123' }, now)).toEqual({ cvv: 'cvv' });
    expect(checkCard({ number: '371449635398431', name: 'M', month: 4, year: 2030, cvv: '1234' }, now)).toEqual({});
  });

  it('points the tokenizer answers at their field', () => {
    expect(cardFieldOfError('card-invalid', 'cvv')).toEqual({ field: 'cvv', problem: 'cvv' });
    expect(cardFieldOfError('card-invalid', 'number')).toEqual({ field: 'number', problem: 'cardNumber' });
    expect(cardFieldOfError('card-expired', undefined)).toEqual({ field: 'month', problem: 'expired' });
    expect(cardFieldOfError('card-invalid', 'token')).toBeNull();
    expect(cardFieldOfError('card-declined', undefined)).toBeNull();
  });
});

describe('the "signed in" hint cookie (ADR 171)', () => {
  it('has the API names', () => {
    expect([...HINT_COOKIE_NAMES]).toEqual([...SESSION_HINT_COOKIE_NAMES]);
    expect(HINT_COOKIE_NAMES).toContain(sessionHintCookieName(false));
    expect(HINT_COOKIE_NAMES).toContain(sessionHintCookieName(true));
  });

  it('is read from document.cookie', () => {
    expect(hasHintCookie('')).toBe(false);
    expect(hasHintCookie('mijote.lang=fr; mijote_in=1')).toBe(true);
    expect(hasHintCookie('__Host-mijote_in=1')).toBe(true);
    expect(hasHintCookie('mijote_in=')).toBe(false);
    expect(hasHintCookie('xmijote_in=1')).toBe(false);
  });
});

describe('order again: what could not be added (issue 11, ADR 215)', () => {
  const reasons = OrderAgainReply.shape.skipped.element.shape.reason.options;

  it.each(['en', 'fr'] as const)('%s: every reason the API gives has its own words', async (lang) => {
    const { t } = createI18n(lang, { [lang]: await loadLanguage(lang) });
    const texts = reasons.map((r) => t(`account-pages:order.again.reasons.${r}`));
    for (const text of texts) expect(text).not.toMatch(/^~|order\.again/);
    expect(new Set(texts).size).toBe(reasons.length);
    const line = t('account-pages:order.again.skippedLine', {
      quantity: 2,
      title: 'Salmon',
      reason: t('account-pages:order.again.reasons.out-of-stock'),
    });
    expect(line).toBe(lang === 'en' ? '2 × Salmon: not enough left in stock' : '2 × Salmon : stock insuffisant');
  });
});
