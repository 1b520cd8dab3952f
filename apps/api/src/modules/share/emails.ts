// The Facebook-share reward e-mail: a one-use 25 % promo code, in the account's language.
import { buildPath } from '@mijote/contracts/routes';
import type { Lang } from '@mijote/domain';
import { renderEmail } from '../outbox/layout.js';
import type { OutgoingEmail } from '../outbox/repository.js';

export interface SharePromoEmailInput {
  language: Lang;
  to: string;
  firstName: string;
  code: string;
  percent: number;
  /** yyyy-MM-dd, last day the code is valid. */
  expiresOn: string;
  origin: string;
  accountId: number;
}

function longDate(isoDate: string, lang: Lang): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

export function sharePromoEmail(input: SharePromoEmailInput): OutgoingEmail {
  const lang = input.language;
  const until = longDate(input.expiresOn, lang);
  const home = `${input.origin}${buildPath('home', lang)}`;
  const content =
    lang === 'fr'
      ? renderEmail({
          language: 'fr',
          subject: `Merci du partage! ${input.percent} % de rabais sur votre prochaine commande`,
          heading: `Merci ${input.firstName}!`,
          blocks: [
            {
              kind: 'paragraph',
              text: `Merci d’avoir partagé votre commande Mijote sur Facebook. Pour vous remercier, voici un code promo de ${input.percent} % de rabais sur votre prochaine commande :`,
            },
            { kind: 'code', text: input.code },
            {
              kind: 'paragraph',
              text: `Entrez-le à l’étape de révision de votre panier. Il est valide pour une seule commande, dans toutes nos boutiques (sauf pour l’achat de cartes-cadeaux), jusqu’au ${until} inclusivement.`,
            },
            { kind: 'paragraph', text: `Commander : ${home}` },
          ],
          signature: 'Bon appétit!\nL’équipe Mijote',
        })
      : renderEmail({
          language: 'en',
          subject: `Thanks for sharing! ${input.percent}% off your next order`,
          heading: `Thank you, ${input.firstName}!`,
          blocks: [
            {
              kind: 'paragraph',
              text: `Thank you for sharing your Mijote order on Facebook. As a thank-you, here is a promo code for ${input.percent}% off your next order:`,
            },
            { kind: 'code', text: input.code },
            {
              kind: 'paragraph',
              text: `Enter it when you review your cart. It is good for one order, in any of our stores (not on gift cards), until ${until} inclusive.`,
            },
            { kind: 'paragraph', text: `Order now: ${home}` },
          ],
          signature: 'Enjoy your meal!\nThe Mijote team',
        });
  return { to: input.to, ...content, language: lang, template: 'facebook-share-promo', accountId: input.accountId };
}
