// /admin/postal-code and /admin/postal-code/mealDelivery (back-office §2 Postal codes: a list with a
// side form to create, edit or delete a code): the served areas of home meal delivery and catering
// with their delivery fees. A code typed `#h9b 1a` is stored `H9B1A` (the domain's servedAreaCode,
// on the API). The served-area checks follow at once. Retail codes per bistro: retail-postal-codes.tsx.
import { formatMoney } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import type { CollectionScreenDef } from '../components/collection';
import { CollectionScreen } from '../components/collection-screen';
import { SubNav } from '../components/sub-nav';
import { useAdminTitle } from '../use-admin-title';
import { paths } from '../../../lib/paths';

type PostalCode = {
  Id: number;
  Code: string;
  City: string | null;
  HomeDeliveryFeeCents: number;
  CateringDeliveryFeeCents: number;
  Enabled: boolean;
};

export const POSTAL_CODES: CollectionScreenDef<PostalCode> = {
  collection: 'postal-codes',
  tool: 'postalCodes',
  texts: 'postalCodes',
  limit: 50,
  defaultSort: 'code',
  columns: [
    { key: 'Code', sort: 'code', cell: (p) => p.Code },
    { key: 'City', sort: 'city', cell: (p) => p.City ?? '' },
    { key: 'HomeDeliveryFeeCents', cell: (p, { lang }) => formatMoney(p.HomeDeliveryFeeCents, lang) },
    { key: 'CateringDeliveryFeeCents', cell: (p, { lang }) => formatMoney(p.CateringDeliveryFeeCents, lang) },
    { key: 'Enabled', cell: (p, { t }) => (p.Enabled ? t('list.yes') : t('list.no')) },
  ],
  fields: [
    { name: 'Code', kind: 'text', required: true, max: 12, hint: true },
    { name: 'City', kind: 'text', nullable: true, max: 80 },
    { name: 'HomeDeliveryFeeCents', kind: 'cents', required: true },
    { name: 'CateringDeliveryFeeCents', kind: 'cents', required: true },
    { name: 'Enabled', kind: 'checkbox' },
  ],
  blank: () => ({ Id: 0, Code: '', City: null, HomeDeliveryFeeCents: 0, CateringDeliveryFeeCents: 0, Enabled: true }),
  titleOf: (p) => p.Code,
  canDelete: true,
  messages: { created: 'postal-code-created', updated: 'postal-code-updated', deleted: 'postal-code-deleted' },
};

export function PostalCodesScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('postalCodes');
  return (
    <>
      <h1>{t('tools.postalCodes')}</h1>
      <PostalCodesNav retail={false} />
      <p className="admin-lead">{t('postalCodes.lead')}</p>
      <CollectionScreen def={POSTAL_CODES} lang={lang} />
    </>
  );
}

/** Meal delivery or retail (per bistro): the two lists of the tool. */
export function PostalCodesNav({ retail }: { retail: boolean }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  return (
    <SubNav
      label="postalCodes.pages"
      links={[
        { to: paths.admin.postalCodesMealDelivery(lang), text: t('postalCodes.mealDeliveryPage'), current: !retail },
        { to: paths.admin.postalCodesRetail(lang), text: t('postalCodes.retailPage'), current: retail },
      ]}
    />
  );
}
