// The order confirmation e-mail, in the language the customer ordered in (queued in the outbox in
// the transaction that marks the order paid). Never a card number: at most the card brand.
import { formatMoney, formatPercent, GST_PERCENT, QST_PERCENT, type Lang } from '@mijote/domain';
import type { OutgoingEmail } from '../outbox/repository.js';
import { renderEmail, type EmailBlock } from '../outbox/layout.js';

const TEXTS = {
  en: {
    subject: (id: number) => `Your Mijote order #${id} is confirmed`,
    heading: 'Thank you for your order!',
    hello: (name: string) => `Hello ${name}, we have received your order and your payment.`,
    order: 'Order',
    delivery: 'Delivery date',
    procedure: { delivery: 'Delivery', pickup: 'Pickup', 'eat-in': 'Eat-in' },
    how: 'Service',
    items: 'Items',
    subTotal: 'Subtotal',
    discount: 'Discounts',
    subsidized: 'Paid by your employer',
    deliveryFees: 'Delivery fees',
    tip: 'Tip',
    // the rates are the domain's (taxes.ts), written the reader's way
    tax1: `GST (${formatPercent(GST_PERCENT, 'en')})`,
    tax2: `QST (${formatPercent(QST_PERCENT, 'en')})`,
    centuryDollars: 'Century Dollars applied',
    paid: 'Paid',
    giftCards: 'Your gift card codes (apply them in your account):',
    signature: 'The Mijote team',
  },
  fr: {
    subject: (id: number) => `Votre commande Mijote no ${id} est confirmée`,
    heading: 'Merci de votre commande!',
    hello: (name: string) => `Bonjour ${name}, nous avons bien reçu votre commande et votre paiement.`,
    order: 'Commande',
    delivery: 'Date de livraison',
    procedure: { delivery: 'Livraison', pickup: 'Cueillette', 'eat-in': 'Sur place' },
    how: 'Service',
    items: 'Articles',
    subTotal: 'Sous-total',
    discount: 'Rabais',
    subsidized: 'Payé par votre employeur',
    deliveryFees: 'Frais de livraison',
    tip: 'Pourboire',
    tax1: `TPS (${formatPercent(GST_PERCENT, 'fr')})`,
    tax2: `TVQ (${formatPercent(QST_PERCENT, 'fr')})`,
    centuryDollars: 'Dollars Century appliqués',
    paid: 'Payé',
    giftCards: 'Vos codes de cartes-cadeaux (à appliquer dans votre compte) :',
    signature: 'L’équipe Mijote',
  },
} as const;

export interface ConfirmationInput {
  to: string;
  firstName: string;
  language: Lang;
  accountId: number;
  orderId: number;
  deliveryDate: string | null;
  procedure: 'delivery' | 'pickup' | 'eat-in';
  lines: readonly { title: string; quantity: number; amount: number }[];
  amounts: {
    subTotal: number;
    discount: number;
    subsidized: number;
    deliveryFees: number;
    tip: number;
    tax1: number;
    tax2: number;
    centuryDollars: number;
    total: number;
  };
  giftCardCodes: readonly string[];
}

export function orderConfirmationEmail(i: ConfirmationInput): OutgoingEmail {
  const t = TEXTS[i.language];
  const m = (c: number) => formatMoney(c, i.language);
  const a = i.amounts;
  const rows: [string, string][] = [
    [t.order, `#${i.orderId}`],
    [t.how, t.procedure[i.procedure]],
  ];
  if (i.deliveryDate) rows.push([t.delivery, i.deliveryDate]);
  const money: [string, string][] = [[t.subTotal, m(a.subTotal)]];
  if (a.discount > 0) money.push([t.discount, `−${m(a.discount)}`]);
  if (a.subsidized > 0) money.push([t.subsidized, `−${m(a.subsidized)}`]);
  if (a.deliveryFees > 0) money.push([t.deliveryFees, m(a.deliveryFees)]);
  if (a.tip > 0) money.push([t.tip, m(a.tip)]);
  money.push([t.tax1, m(a.tax1)], [t.tax2, m(a.tax2)]);
  if (a.centuryDollars > 0) money.push([t.centuryDollars, `−${m(a.centuryDollars)}`]);
  money.push([t.paid, m(a.total)]);
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t.hello(i.firstName) },
    { kind: 'fields', rows },
    { kind: 'fields', rows: [[t.items, i.lines.map((l) => `${l.quantity} × ${l.title} — ${m(l.amount)}`).join('\n')]] },
    { kind: 'fields', rows: money },
  ];
  if (i.giftCardCodes.length > 0) {
    blocks.push({ kind: 'paragraph', text: t.giftCards });
    for (const code of i.giftCardCodes) blocks.push({ kind: 'code', text: code });
  }
  const content = renderEmail({ language: i.language, subject: t.subject(i.orderId), heading: t.heading, blocks, signature: t.signature });
  return { to: i.to, ...content, language: i.language, template: 'order-confirmation', accountId: i.accountId };
}
