// The e-mail a gift card's recipient receives (issue 11, ADR 214): bilingual, since we do not know
// the recipient’s language (the order’s language first, then the other), with the purchaser's name, their
// message, each card's code and amount, and how to use it. Queued in the transaction that marks
// the order paid, with the cards it issues.
import { formatMoney, type Lang } from '@mijote/domain';
import type { OutgoingEmail } from '../outbox/repository.js';
import { renderEmail, type EmailBlock } from '../outbox/layout.js';

export interface GiftCardRecipientInfo {
  name: string;
  email: string;
  message: string;
}

export interface GiftCardEmailInput {
  recipient: GiftCardRecipientInfo;
  /** the purchaser's first and last name */
  from: string;
  /** the language the order was placed in: the e-mail's first language */
  language: Lang;
  cards: readonly { code: string; amountCents: number }[];
}

const TEXTS = {
  en: {
    subject: 'A Mijote gift card for you',
    hello: (name: string, from: string) => `Hello ${name}, ${from} sends you a Mijote gift card.`,
    message: (from: string) => `${from}’s message:`,
    card: (amount: string) => `Gift card of ${amount}:`,
    how: 'To use it, sign in to your Mijote account (or create one) and apply the code in your profile, under Gift cards: its value becomes Century Dollars for your meal, catering and bistro orders.',
    signature: 'The Mijote team',
  },
  fr: {
    subject: 'Une carte-cadeau Mijote pour vous',
    hello: (name: string, from: string) => `Bonjour ${name}, ${from} vous offre une carte-cadeau Mijote.`,
    message: (from: string) => `Le message de ${from} :`,
    card: (amount: string) => `Carte-cadeau de ${amount} :`,
    how: 'Pour l’utiliser, connectez-vous à votre compte Mijote (ou créez-en un) et appliquez le code dans votre profil, sous Cartes-cadeaux : sa valeur devient des dollars Century pour vos commandes de repas, de traiteur et des bistros.',
    signature: 'L’équipe Mijote',
  },
} as const;

function blocksIn(lang: Lang, i: GiftCardEmailInput): EmailBlock[] {
  const t = TEXTS[lang];
  const blocks: EmailBlock[] = [{ kind: 'paragraph', text: t.hello(i.recipient.name, i.from) }];
  if (i.recipient.message) {
    blocks.push({ kind: 'paragraph', text: t.message(i.from) }, { kind: 'paragraph', text: i.recipient.message });
  }
  for (const c of i.cards)
    blocks.push({ kind: 'paragraph', text: t.card(formatMoney(c.amountCents, lang)) }, { kind: 'code', text: c.code });
  blocks.push({ kind: 'paragraph', text: t.how });
  return blocks;
}

export function giftCardEmail(i: GiftCardEmailInput): OutgoingEmail {
  const [first, second] = i.language === 'fr' ? (['fr', 'en'] as const) : (['en', 'fr'] as const);
  const content = renderEmail({
    language: first,
    subject: `${TEXTS[first].subject} / ${TEXTS[second].subject}`,
    heading: `${TEXTS[first].subject} / ${TEXTS[second].subject}`,
    blocks: [...blocksIn(first, i), { kind: 'paragraph', text: '—' }, ...blocksIn(second, i)],
    signature: `${TEXTS[first].signature} / ${TEXTS[second].signature}`,
  });
  return { to: i.recipient.email, ...content, language: first, template: 'gift-card' };
}
