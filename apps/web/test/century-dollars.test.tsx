// The Century Dollar history of the profile (issue 9: English notes on the French profile): every
// kind of transaction reads in the page language; only a staff member's own note is shown as written.
import type { CenturyDollarsReply } from '@mijote/contracts';
import { CENTURY_DOLLAR_REASONS } from '@mijote/domain';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CenturyDollarHistory } from '../src/features/account/components/century-dollars-section';
import { createI18n, loadLanguage } from '../src/lib/i18n';

type Tx = CenturyDollarsReply['transactions'][number];
const row = (id: number, over: Partial<Tx>): Tx => ({
  id,
  type: 'C',
  amount: 2500,
  balanceAfter: 2500,
  methodCd: 'MA',
  invoiceId: null,
  note: null,
  reason: null,
  giftCardCode: null,
  createdAt: `2026-03-0${id}T15:00:00Z`,
  ...over,
});

const data: CenturyDollarsReply = {
  balance: 10_000,
  transactions: [
    row(1, { methodCd: 'GC', reason: 'gift-card', giftCardCode: 'MIJ-4K7Q-2ZP9' }),
    row(2, { methodCd: 'RE', reason: 'referral-welcome' }),
    row(3, { methodCd: 'RE', reason: 'referral-friend-order', invoiceId: 41 }),
    row(4, { type: 'D', methodCd: 'OR', invoiceId: 42, amount: 500 }),
    row(5, { methodCd: 'RF', reason: 'payment-declined', invoiceId: 42, amount: 500 }),
    row(6, { methodCd: 'RF', reason: 'payment-failed', invoiceId: 43, amount: 500 }),
    row(7, { methodCd: 'MA', note: 'Geste commercial pour une livraison en retard' }),
    row(8, { type: 'D', methodCd: 'MA', amount: 100 }),
  ],
};

async function show(lang: 'en' | 'fr') {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <CenturyDollarHistory data={data} lang={lang} />
    </I18nextProvider>,
  );
  return [...container.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[1]!.textContent!);
}

describe('Century Dollar history', () => {
  afterEach(cleanup);

  it('French: every kind of transaction in French, with its order or card', async () => {
    expect(await show('fr')).toEqual([
      'Carte-cadeauCarte MIJ-4K7Q-2ZP9',
      'ParrainageCrédit de bienvenue du programme de parrainage',
      'Parrainage · commande 41La personne que vous avez parrainée a passé sa première commande',
      'Utilisés sur une commande · commande 42',
      'Remboursement · commande 42Remis à votre solde : le paiement de la commande a été refusé',
      'Remboursement · commande 43Remis à votre solde : le paiement de la commande n’a pas pu être traité',
      'Crédit de notre équipeNote de notre équipe : Geste commercial pour une livraison en retard',
      'Ajustement de notre équipe',
    ]);
  });

  it('English: the same rows in English', async () => {
    const rows = await show('en');
    expect(rows[0]).toBe('Gift cardCard MIJ-4K7Q-2ZP9');
    expect(rows[1]).toBe('ReferralWelcome credit of the referral program');
    expect(rows[4]).toBe('Refund · order 42Returned to your balance: the order’s payment was declined');
    expect(rows[7]).toBe('Adjustment by our team');
    expect(rows.join()).not.toMatch(/~/);
  });

  it('every reason code of the domain has its text in both languages', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
      for (const code of CENTURY_DOLLAR_REASONS)
        expect(i18n.t(`account-pages:profile.centuryDollars.reasons.${code}`, { code: 'X' }), `${lang} ${code}`).not.toMatch(/^~/);
    }
  });
});
