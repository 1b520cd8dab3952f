// The order confirmation e-mail, in the language the customer ordered in (queued in the outbox in
// the transaction that marks the order paid). Never a card number: at most the card brand.
// Its discount lines are the cart's and the order's (automatic promotion, subsidy, promo code,
// Century Dollars; ADR 190), and an order holding a line no discount may reach (a gift card) says
// so with the domain's eligibility table. Half portions are named (ADR 191). An order of gift
// cards only is not delivered (the domain's giftCardNeeds, ADR 214): its "Service" says the cards
// went by e-mail, to their recipients or, without one, in this e-mail.
import {
  formatMoney,
  formatPercent,
  giftCardNeeds,
  GST_PERCENT,
  isFullPriceOnly,
  QST_PERCENT,
  type Lang,
  type PromotionKey,
} from '@mijote/domain';
import type { CateringOptions } from '@mijote/contracts';
import type { OutgoingEmail } from '../outbox/repository.js';
import { renderEmail, type EmailBlock } from '../outbox/layout.js';

const TEXTS = {
  en: {
    subject: (id: number) => `Your Mijote order #${id} is confirmed`,
    heading: 'Thank you for your order!',
    hello: (name: string) => `Hello ${name}, we have received your order and your payment.`,
    copySubject: (id: number, franchise: string) => `New paid order #${id} for ${franchise}`,
    copyHello: (customer: string, email: string) => `A copy of the order ${customer} (${email}) placed and paid online.`,
    franchise: 'Bistro',
    order: 'Order',
    delivery: 'Delivery date',
    time: 'Time',
    people: 'Number of people',
    options: 'Catering options',
    option: {
      utensils: 'Plates, cutlery and napkins',
      servingUtensils: 'Serving utensils',
      staffOnSite: 'Staff on site',
      packageType: { P: 'Plated service', C: 'Chafing dishes' },
      kitchenTime: (time: string) => `Kitchen time ${time}`,
    },
    procedure: { delivery: 'Delivery', pickup: 'Pickup', 'eat-in': 'Eat-in' },
    how: 'Service',
    byEmail: (recipients: number) =>
      recipients === 0
        ? 'Gift card codes in this e-mail (nothing is delivered)'
        : recipients === 1
          ? 'Gift card sent by e-mail to its recipient (nothing is delivered)'
          : 'Gift cards sent by e-mail to their recipients (nothing is delivered)',
    items: 'Items',
    subTotal: 'Subtotal',
    promotion: (names: string) => `Promotion (${names})`,
    promotions: { 'family-packs': 'family packs', meals: 'meals' } satisfies Record<PromotionKey, string>,
    promoCode: (code: string) => `Promo code ${code}`,
    discount: 'Discounts',
    halfPortion: 'half portion',
    fullPriceOnly: 'Gift cards are paid in full: no promotion, promo code or Century Dollars apply to them.',
    subsidized: 'Paid by your employer',
    deliveryFees: 'Delivery fees',
    tip: 'Tip',
    // the rates are the domain's (taxes.ts), written the reader's way
    tax1: `GST (${formatPercent(GST_PERCENT, 'en')})`,
    tax2: `QST (${formatPercent(QST_PERCENT, 'en')})`,
    centuryDollars: 'Century Dollars applied',
    paid: 'Paid',
    giftCards: 'Your gift card codes (apply them in your account):',
    giftCardsSentTo: (to: string) => `Your gift card was e-mailed to ${to}, with its code.`,
    signature: 'The Mijote team',
  },
  fr: {
    subject: (id: number) => `Votre commande Mijote no ${id} est confirmée`,
    heading: 'Merci de votre commande!',
    hello: (name: string) => `Bonjour ${name}, nous avons bien reçu votre commande et votre paiement.`,
    copySubject: (id: number, franchise: string) => `Nouvelle commande payée no ${id} pour ${franchise}`,
    copyHello: (customer: string, email: string) => `Copie de la commande passée et payée en ligne par ${customer} (${email}).`,
    franchise: 'Bistro',
    order: 'Commande',
    delivery: 'Date de livraison',
    time: 'Heure',
    people: 'Nombre de personnes',
    options: 'Options traiteur',
    option: {
      utensils: 'Assiettes, ustensiles et serviettes',
      servingUtensils: 'Ustensiles de service',
      staffOnSite: 'Personnel sur place',
      packageType: { P: 'Service à l’assiette', C: 'Réchauds' },
      kitchenTime: (time: string) => `Heure cuisine ${time}`,
    },
    procedure: { delivery: 'Livraison', pickup: 'Cueillette', 'eat-in': 'Sur place' },
    how: 'Service',
    byEmail: (recipients: number) =>
      recipients === 0
        ? 'Codes des cartes-cadeaux dans ce courriel (aucune livraison)'
        : recipients === 1
          ? 'Carte-cadeau envoyée par courriel à son destinataire (aucune livraison)'
          : 'Cartes-cadeaux envoyées par courriel à leurs destinataires (aucune livraison)',
    items: 'Articles',
    subTotal: 'Sous-total',
    promotion: (names: string) => `Promotion (${names})`,
    promotions: { 'family-packs': 'formats familiaux', meals: 'repas' } satisfies Record<PromotionKey, string>,
    promoCode: (code: string) => `Code promo ${code}`,
    discount: 'Rabais',
    halfPortion: 'demi-portion',
    fullPriceOnly: 'Les cartes-cadeaux sont payées en entier : aucune promotion, aucun code promo ni aucun dollar Century ne s’y applique.',
    subsidized: 'Payé par votre employeur',
    deliveryFees: 'Frais de livraison',
    tip: 'Pourboire',
    tax1: `TPS (${formatPercent(GST_PERCENT, 'fr')})`,
    tax2: `TVQ (${formatPercent(QST_PERCENT, 'fr')})`,
    centuryDollars: 'Dollars Century appliqués',
    paid: 'Payé',
    giftCards: 'Vos codes de cartes-cadeaux (à appliquer dans votre compte) :',
    giftCardsSentTo: (to: string) => `Votre carte-cadeau a été envoyée par courriel à ${to}, avec son code.`,
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
  /** HH:mm (catering and bistros) */
  deliveryTime?: string | null;
  procedure: 'delivery' | 'pickup' | 'eat-in';
  /** catering: how many people the order serves */
  numberOfPeople?: number | null;
  cateringOptions?: CateringOptions | null;
  lines: readonly {
    title: string;
    quantity: number;
    amount: number;
    productType: string | null;
    halfPortion: boolean;
    /** the side and the boxes' choices, as line-choices.ts writes them under the dish (ADR 369) */
    choiceLines?: readonly string[];
  }[];
  amounts: {
    subTotal: number;
    /** the automatic promotion, as the cart showed it */
    promotion: { discount: number; applied: readonly PromotionKey[] };
    promoCode: { code: string; discount: number } | null;
    /** every discount: more than the two lines above only when their split is not known */
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
  /** the recipients the order's other gift cards were e-mailed to (ADR 214) */
  giftCardsSentTo?: readonly string[];
  /** a bistro order: the bistro's name, shown with the service */
  franchiseName?: string | null;
  /** the bistro's copy of the order (ADR 231): sent to the bistro, naming the customer */
  franchiseCopy?: { customer: string; email: string } | null;
}

/** The catering options chosen, in the reader's words (ADR 222). */
function cateringOptionTexts(o: CateringOptions | null, t: (typeof TEXTS)[Lang]['option']): string[] {
  if (!o) return [];
  const out: string[] = [];
  if (o.utensils) out.push(t.utensils);
  if (o.servingUtensils) out.push(t.servingUtensils);
  if (o.packageType) out.push(t.packageType[o.packageType]);
  if (o.staffOnSite) out.push(t.staffOnSite);
  if (o.kitchenTime) out.push(t.kitchenTime(o.kitchenTime));
  return out;
}

/**
 * The bill's money lines under the items, in the cart's order (customer-side §3; the web's
 * totals): subtotal, promotion, employer's share, promo code, other discounts, delivery, tip, the
 * two taxes, Century Dollars. The amount due follows, labelled by the caller. The confirmation
 * e-mail and the invoice PDF both print these.
 */
export function orderMoneyLines(a: ConfirmationInput['amounts'], lang: Lang): [string, string][] {
  const t = TEXTS[lang];
  const m = (c: number) => formatMoney(c, lang);
  const money: [string, string][] = [[t.subTotal, m(a.subTotal)]];
  // the cart's order of lines: promotion, subsidy, promo code (customer-side §3; web totals)
  if (a.promotion.discount > 0)
    money.push([t.promotion(a.promotion.applied.map((k) => t.promotions[k]).join(', ')), `−${m(a.promotion.discount)}`]);
  if (a.subsidized > 0) money.push([t.subsidized, `−${m(a.subsidized)}`]);
  if (a.promoCode && a.promoCode.discount > 0) money.push([t.promoCode(a.promoCode.code), `−${m(a.promoCode.discount)}`]);
  const unsplit = a.discount - a.promotion.discount - (a.promoCode?.discount ?? 0);
  if (unsplit > 0) money.push([t.discount, `−${m(unsplit)}`]);
  if (a.deliveryFees > 0) money.push([t.deliveryFees, m(a.deliveryFees)]);
  if (a.tip > 0) money.push([t.tip, m(a.tip)]);
  money.push([t.tax1, m(a.tax1)], [t.tax2, m(a.tax2)]);
  if (a.centuryDollars > 0) money.push([t.centuryDollars, `−${m(a.centuryDollars)}`]);
  return money;
}

/** A line of the bill: quantity, title, half portion named (ADR 191). */
export function orderLineText(l: { quantity: number; title: string; halfPortion: boolean }, lang: Lang): string {
  return `${l.quantity} × ${l.title}${l.halfPortion ? ` (${TEXTS[lang].halfPortion})` : ''}`;
}

/** The service of an order, in the reader's words. */
export function procedureText(p: 'delivery' | 'pickup' | 'eat-in', lang: Lang): string {
  return TEXTS[lang].procedure[p];
}

export function orderConfirmationEmail(i: ConfirmationInput): OutgoingEmail {
  const t = TEXTS[i.language];
  const m = (c: number) => formatMoney(c, i.language);
  const a = i.amounts;
  const delivered = giftCardNeeds(i.lines.map((l) => l.productType ?? '')).delivery;
  const rows: [string, string][] = [
    [t.order, `#${i.orderId}`],
    [t.how, delivered ? t.procedure[i.procedure] : t.byEmail(new Set(i.giftCardsSentTo ?? []).size)],
  ];
  if (i.franchiseName) rows.push([t.franchise, i.franchiseName]);
  if (delivered && i.deliveryDate) rows.push([t.delivery, i.deliveryDate]);
  if (delivered && i.deliveryTime) rows.push([t.time, i.deliveryTime]);
  if (i.numberOfPeople) rows.push([t.people, String(i.numberOfPeople)]);
  const options = cateringOptionTexts(i.cateringOptions ?? null, t.option);
  if (options.length > 0) rows.push([t.options, options.join(', ')]);
  const money = orderMoneyLines(a, i.language);
  money.push([t.paid, m(a.total)]);
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: i.franchiseCopy ? t.copyHello(i.franchiseCopy.customer, i.franchiseCopy.email) : t.hello(i.firstName) },
    { kind: 'fields', rows },
    {
      kind: 'fields',
      rows: [
        [
          t.items,
          i.lines
            .map((l) => {
              const line = `${orderLineText(l, i.language)} — ${m(l.amount)}`;
              // the side and each box's choices under its line
              return [line, ...(l.choiceLines ?? []).map((c) => `   ${c}`)].join('\n');
            })
            .join('\n'),
        ],
      ],
    },
    { kind: 'fields', rows: money },
  ];
  if (i.lines.some((l) => l.productType !== null && isFullPriceOnly(l.productType)))
    blocks.push({ kind: 'paragraph', text: t.fullPriceOnly });
  if (i.giftCardCodes.length > 0) {
    blocks.push({ kind: 'paragraph', text: t.giftCards });
    for (const code of i.giftCardCodes) blocks.push({ kind: 'code', text: code });
  }
  for (const to of i.giftCardsSentTo ?? []) blocks.push({ kind: 'paragraph', text: t.giftCardsSentTo(to) });
  if (i.franchiseCopy) {
    const subject = t.copySubject(i.orderId, i.franchiseName ?? '');
    const content = renderEmail({ language: i.language, subject, heading: subject, blocks, signature: t.signature });
    return { to: i.to, ...content, language: i.language, template: 'order-bistro-copy', accountId: null };
  }
  const content = renderEmail({ language: i.language, subject: t.subject(i.orderId), heading: t.heading, blocks, signature: t.signature });
  return { to: i.to, ...content, language: i.language, template: 'order-confirmation', accountId: i.accountId };
}
