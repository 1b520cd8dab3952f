// /admin/promo-codes (back-office §2 Promo code admin: list, get by code, save; §3 Promo code; ADR
// 270): the code (stored upper case, unique), dollars or percent, the minimum order, the usage
// limit, the store it is valid for, the validity dates, valid or invalid, and the multi-code
// address (QC and CA by default). The uses are counted by the promo-code ledger, never here.
import { formatMoney, STORE_KINDS } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import type { CollectionScreenDef } from '../components/collection';
import { CollectionScreen } from '../components/collection-screen';
import { useAdminTitle } from '../use-admin-title';

type PromoCode = {
  Id: number;
  Code: string;
  Type: 'dollars' | 'percent';
  Amount: number;
  Status: 'V' | 'I';
  StartsOn: string | null;
  ExpiresOn: string | null;
  MinimumAmountRequiredCents: number;
  MaxUses: number | null;
  TimesUsed: number;
  StoreSource: string | null;
  Note: string | null;
  MultiCodeAddress: Record<string, string | null>;
};

export const PROMO_CODES: CollectionScreenDef<PromoCode> = {
  collection: 'promo-codes',
  tool: 'promoCodes',
  texts: 'promoCodes',
  limit: 25,
  defaultSort: 'code',
  columns: [
    { key: 'Code', sort: 'code', cell: (p) => p.Code },
    {
      key: 'Amount',
      cell: (p, { lang, t }) => (p.Type === 'dollars' ? formatMoney(p.Amount, lang) : t('promoCodes.percent', { amount: p.Amount })),
    },
    { key: 'Status', cell: (p, { t }) => t(`promoCodes.options.Status.${p.Status}`) },
    { key: 'ExpiresOn', sort: 'expiresOn', cell: (p, { t }) => p.ExpiresOn ?? t('promoCodes.never') },
    {
      key: 'TimesUsed',
      cell: (p, { t }) => (p.MaxUses === null ? String(p.TimesUsed) : t('promoCodes.usesOf', { used: p.TimesUsed, max: p.MaxUses })),
    },
  ],
  filters: [{ param: 'status', values: ['', 'V', 'I'] }],
  fields: [
    { name: 'Code', kind: 'text', required: true, max: 40, hint: true },
    { name: 'Type', kind: 'select', required: true, options: ['dollars', 'percent'] },
    { name: 'Amount', kind: 'amount', required: true, unitField: 'Type', centsWhen: 'dollars', min: 1, max: 100, hint: true },
    { name: 'Status', kind: 'select', required: true, options: ['V', 'I'] },
    { name: 'StartsOn', kind: 'date', nullable: true, half: true },
    { name: 'ExpiresOn', kind: 'date', nullable: true, half: true },
    { name: 'MinimumAmountRequiredCents', kind: 'cents', required: true },
    { name: 'MaxUses', kind: 'number', nullable: true, min: 1, max: 10_000_000, hint: true },
    { name: 'StoreSource', kind: 'select', nullable: true, options: ['', ...STORE_KINDS] },
    { name: 'Note', kind: 'textarea', nullable: true, max: 500 },
    { name: 'MultiCodeAddress.Name', kind: 'text', nullable: true, max: 120 },
    { name: 'MultiCodeAddress.Line1', kind: 'text', nullable: true, max: 200 },
    { name: 'MultiCodeAddress.Line2', kind: 'text', nullable: true, max: 200 },
    { name: 'MultiCodeAddress.PostalCode', kind: 'text', nullable: true, max: 12, half: true },
    { name: 'MultiCodeAddress.Province', kind: 'text', required: true, max: 2, half: true },
    { name: 'MultiCodeAddress.Country', kind: 'text', required: true, max: 2, half: true },
  ],
  blank: () => ({
    Id: 0,
    Code: '',
    Type: 'dollars',
    Amount: 500,
    Status: 'V',
    StartsOn: null,
    ExpiresOn: null,
    MinimumAmountRequiredCents: 0,
    MaxUses: null,
    TimesUsed: 0,
    StoreSource: null,
    Note: null,
    MultiCodeAddress: { Name: null, Line1: null, Line2: null, PostalCode: null, Province: 'QC', Country: 'CA' },
  }),
  titleOf: (p) => p.Code,
  canDelete: true,
  messages: { created: 'promo-code-created', updated: 'promo-code-updated', deleted: 'promo-code-deleted' },
};

export function PromoCodesScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('promoCodes');
  return (
    <>
      <h1>{t('tools.promoCodes')}</h1>
      <p className="admin-lead">{t('promoCodes.lead')}</p>
      <CollectionScreen def={PROMO_CODES} lang={lang} />
    </>
  );
}
