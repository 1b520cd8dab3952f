// The confirmation e-mail's "Service" line says what really happens (issue 11, ADR 214): an order
// of gift cards only is not delivered; an order with anything else keeps its procedure and date.
import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail, type ConfirmationInput } from '../src/modules/orders/emails.js';

const card = { title: 'Gift card $25', quantity: 1, amount: 2500, productType: 'GC', halfPortion: false };
const special = { title: 'Sugar pie', quantity: 1, amount: 1200, productType: 'SP', halfPortion: false };

function input(over: Partial<ConfirmationInput>): ConfirmationInput {
  return {
    to: 'buyer@example.test',
    firstName: 'Chloé',
    language: 'en',
    accountId: 1,
    orderId: 42,
    deliveryDate: null,
    procedure: 'delivery',
    lines: [card],
    amounts: {
      subTotal: 2500,
      promotion: { discount: 0, applied: [] },
      promoCode: null,
      discount: 0,
      subsidized: 0,
      deliveryFees: 0,
      tip: 0,
      tax1: 0,
      tax2: 0,
      centuryDollars: 0,
      total: 2500,
    },
    giftCardCodes: [],
    giftCardsSentTo: [],
    ...over,
  };
}

describe('the confirmation e-mail of a gift-card order', () => {
  it.each([
    ['en', ['lea@example.test'], 'Service: Gift card sent by e-mail to its recipient (nothing is delivered)'],
    ['fr', ['lea@example.test'], 'Service: Carte-cadeau envoyée par courriel à son destinataire (aucune livraison)'],
    ['en', ['lea@example.test', 'max@example.test'], 'Service: Gift cards sent by e-mail to their recipients (nothing is delivered)'],
    [
      'fr',
      ['lea@example.test', 'max@example.test'],
      'Service: Cartes-cadeaux envoyées par courriel à leurs destinataires (aucune livraison)',
    ],
    ['en', [], 'Service: Gift card codes in this e-mail (nothing is delivered)'],
    ['fr', [], 'Service: Codes des cartes-cadeaux dans ce courriel (aucune livraison)'],
  ] as const)('%s, sent to %o: %s', (language, sentTo, line) => {
    const mail = orderConfirmationEmail(input({ language, giftCardsSentTo: sentTo }));
    expect(mail.text).toContain(line);
    expect(mail.text).not.toMatch(/Service: (Delivery|Livraison)/);
  });

  it('an order with a special besides the card keeps its delivery and date', () => {
    const mail = orderConfirmationEmail(
      input({ lines: [card, special], deliveryDate: '2026-12-01', giftCardsSentTo: ['lea@example.test'] }),
    );
    expect(mail.text).toContain('Service: Delivery');
    expect(mail.text).toContain('Delivery date: 2026-12-01');
  });
});
