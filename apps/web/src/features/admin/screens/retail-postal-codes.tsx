// /admin/postal-code/retail/:id? (back-office §2 Postal codes, retail: the codes each bistro
// delivers to, with its delivery fee; ADR 270): pick a bistro, then the same list with a side form
// as the meal-delivery codes (a code typed `#h9b 1a` is stored `H9B1A`, on the API).
import { formatMoney } from '@mijote/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { matchPath, paths } from '../../../lib/paths';
import type { CollectionScreenDef } from '../components/collection';
import { CollectionScreen } from '../components/collection-screen';
import { FranchisePicker } from '../components/franchise-picker';
import { useAdminTitle } from '../use-admin-title';
import { PostalCodesNav } from './postal-codes';

type RetailPostalCode = { Id: number; FranchiseId: number; Code: string; DeliveryFeeCents: number };

export function retailPostalCodes(franchiseId: number): CollectionScreenDef<RetailPostalCode> {
  return {
    collection: 'postal-codes/retail',
    tool: 'postalCodes',
    texts: 'retailPostalCodes',
    limit: 50,
    defaultSort: 'code',
    columns: [
      { key: 'Code', sort: 'code', cell: (p) => p.Code },
      { key: 'DeliveryFeeCents', cell: (p, { lang }) => formatMoney(p.DeliveryFeeCents, lang) },
    ],
    fields: [
      { name: 'Code', kind: 'text', required: true, max: 12, hint: true },
      { name: 'DeliveryFeeCents', kind: 'cents', required: true },
    ],
    blank: () => ({ Id: 0, FranchiseId: franchiseId, Code: '', DeliveryFeeCents: 0 }),
    titleOf: (p) => p.Code,
    canDelete: true,
    messages: { created: 'postal-code-created', updated: 'postal-code-updated', deleted: 'postal-code-deleted' },
  };
}

export function RetailPostalCodesScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const location = useLocation();
  useAdminTitle('postalCodes');
  const match = matchPath(location.pathname);
  const raw = match?.id === 'adminPostalCodesRetail' ? match.params.id : undefined;
  const franchiseId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const def = useMemo(() => (franchiseId ? retailPostalCodes(franchiseId) : null), [franchiseId]);
  return (
    <>
      <h1>{t('tools.postalCodes')}</h1>
      <PostalCodesNav retail />
      <p className="admin-lead">{t('retailPostalCodes.lead')}</p>
      <FranchisePicker
        id="admin-retail-postal-codes-franchise"
        lang={lang}
        value={franchiseId ? String(franchiseId) : undefined}
        allowNone={false}
        pathOf={(id) => paths.admin.postalCodesRetail(lang, id)}
      />
      {def && franchiseId && <CollectionScreen key={franchiseId} def={def} lang={lang} fixed={{ franchiseId: String(franchiseId) }} />}
    </>
  );
}
