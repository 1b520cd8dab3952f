// /admin/gift-cards-admin (back-office §2 Gift cards: a list and a modal; §3 Gift card: status a
// created, otherwise used; ADR 270): staff create a card with an amount (the API generates its
// code), change an unused card's value or mark it used. Balances are the gift-card ledger's: every
// change here is a save the API turns into the ledger's transaction (with the staff member and the
// note), never a balance written by this screen.
import { formatMoney } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import type { Lang } from '../../../lib/paths';
import type { CollectionScreenDef } from '../components/collection';
import { CollectionScreen } from '../components/collection-screen';
import { useAdminTitle } from '../use-admin-title';

type Transaction = { Id: number; Type: 'C' | 'D'; AmountCents: number; At: string; Note: string | null };

type GiftCard = {
  Id: number;
  Code?: string;
  AmountCents: number;
  BalanceCents?: number;
  Status: 'a' | 'u';
  CreatedAt?: string;
  RecipientName: string | null;
  RecipientEmail: string | null;
  Message: string | null;
  Transactions?: Transaction[];
};

/** The card's code, balance and ledger transactions, under its form. */
function GiftCardLedger({ record, lang }: { record: GiftCard; lang: Lang }) {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-extra" aria-labelledby="admin-gift-card-ledger">
      <h3 id="admin-gift-card-ledger">{t('giftCards.ledgerTitle')}</h3>
      <p>
        {t('giftCards.codeIs')} <strong data-testid="gift-card-code">{record.Code}</strong> ·{' '}
        {t('giftCards.balanceIs', { balance: formatMoney(record.BalanceCents ?? 0, lang) })}
      </p>
      <ul>
        {(record.Transactions ?? []).map((x) => (
          <li key={x.Id}>
            {x.At.slice(0, 10)} · {t(`giftCards.transaction.${x.Type}`)} {formatMoney(x.AmountCents, lang)}
            {x.Note ? ` · ${x.Note}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const GIFT_CARDS: CollectionScreenDef<GiftCard> = {
  collection: 'gift-cards',
  tool: 'giftCards',
  texts: 'giftCards',
  limit: 25,
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  columns: [
    { key: 'Code', sort: 'code', cell: (g) => g.Code ?? '' },
    { key: 'AmountCents', sort: 'amount', cell: (g, { lang }) => formatMoney(g.AmountCents, lang) },
    { key: 'BalanceCents', cell: (g, { lang }) => formatMoney(g.BalanceCents ?? 0, lang) },
    { key: 'Status', cell: (g, { t }) => t(`giftCards.options.Status.${g.Status}`) },
    { key: 'CreatedAt', sort: 'createdAt', cell: (g) => (g.CreatedAt ?? '').slice(0, 10) },
  ],
  filters: [{ param: 'status', values: ['', 'a', 'u'] }],
  fields: [
    { name: 'AmountCents', kind: 'cents', required: true, hint: true },
    { name: 'Status', kind: 'select', required: true, options: ['a', 'u'] },
    { name: 'RecipientName', kind: 'text', nullable: true, max: 120 },
    { name: 'RecipientEmail', kind: 'email', nullable: true, max: 254 },
    { name: 'Message', kind: 'textarea', nullable: true, max: 500 },
    { name: 'Note', kind: 'text', nullable: true, max: 300, hint: true },
  ],
  blank: () => ({ Id: 0, AmountCents: 2500, Status: 'a', RecipientName: null, RecipientEmail: null, Message: null }),
  titleOf: (g) => g.Code ?? '',
  canDelete: true,
  messages: { created: 'gift-card-created', updated: 'gift-card-updated', deleted: 'gift-card-deleted' },
  PanelExtra: GiftCardLedger,
};

export function GiftCardsScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('giftCards');
  return (
    <>
      <h1>{t('tools.giftCards')}</h1>
      <p className="admin-lead">{t('giftCards.lead')}</p>
      <CollectionScreen def={GIFT_CARDS} lang={lang} />
    </>
  );
}
