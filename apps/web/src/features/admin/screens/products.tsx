// /admin/products/meal-delivery (the default), /catering, /retail/:id?, /store (back-office §2
// Products; §3 Product; ADR 270, 310): the list of one category with the status filter (A by
// default) and the type filter, 25 a page, a product flagged when a translation is missing (it
// cannot be made active then: the API's `product-translations-missing`, shown as the server's
// error); the editor with the English and French texts side by side, the prices, the weekly menu's
// weeks and the nutrition facts (ADR 350); a saved product's image (one JPEG ≤ 4 MB) and its duplicate (a
// new draft with every tab). Retail products are read only while a bistro is selected (spec:
// "Retail product editing is not allowed with a restaurant selected").
import { canEditProduct, formatMoney, PRODUCT_TYPES } from '@mijote/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { matchPath, paths, type Lang } from '../../../lib/paths';
import { useDuplicateProduct } from '../api';
import { useAdminAlerts } from '../components/alerts';
import type { CollectionScreenDef, FieldDef } from '../components/collection';
import { CollectionScreen } from '../components/collection-screen';
import { FranchisePicker } from '../components/franchise-picker';
import { RecordImage } from '../components/record-image';
import { SubNav } from '../components/sub-nav';
import { useAdminTitle } from '../use-admin-title';
import { CookingEditor, DaysEditor, FranchisesEditor, SubsidyPricesEditor, TagsEditor, VideosEditor } from './product-tabs';

type Category = 'M' | 'C' | 'R' | 'S';

type Product = {
  Id: number;
  ProductCategoryCd: Category;
  ProductTypeCd: string;
  ProductStatusCd: 'A' | 'D';
  PriceCents: number;
  SortOrder: number;
  ImageName?: string | null;
  ImageUrl?: string;
  Translations: { LanguageCd: 'en' | 'fr'; Title: string; Description: string }[];
  MissingTranslations?: ('en' | 'fr')[];
};

const titleIn = (p: Product, lang: Lang) =>
  p.Translations.find((x) => x.LanguageCd === lang)?.Title || p.Translations.find((x) => x.Title)?.Title || `#${p.Id}`;

/** The type a new product of each category starts with. */
const FIRST_TYPE: Record<Category, string> = { M: 'LU', C: 'TR', R: 'BS', S: 'SP' };

function ProductTitle({ p, lang }: { p: Product; lang: Lang }) {
  const { t } = useTranslation('admin');
  const missing = p.MissingTranslations ?? [];
  return (
    <>
      {titleIn(p, lang)}
      {missing.length > 0 && (
        <span className="admin-flag">
          {' '}
          {t('products.missing', { languages: missing.map((l) => t(`products.language.${l}`)).join(', ') })}
        </span>
      )}
    </>
  );
}

/** Under a saved product's form: its duplicate and its image. */
function ProductExtra({ record, lang, readOnly }: { record: Product; lang: Lang; readOnly: boolean }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const duplicate = useDuplicateProduct(lang);
  const [params, setParams] = useSearchParams();

  async function copy() {
    try {
      const created = await duplicate.run(record.Id);
      alerts.success('product-duplicated');
      const next = new URLSearchParams(params);
      next.set('id', String(created.Id));
      // the copy is a draft: the list shows it under "Draft"
      next.set('status', 'D');
      next.delete('page');
      setParams(next);
    } catch (err) {
      alerts.danger(errorText(t, err));
    }
  }

  return (
    <>
      {!readOnly && (
        <p className="admin-extra">
          <button type="button" className="button" disabled={duplicate.isPending} onClick={() => void copy()}>
            {t('products.duplicate')}
          </button>{' '}
          <span className="admin-field__hint">{t('products.duplicateHint')}</span>
        </p>
      )}
      <RecordImage
        collection="products"
        record={record}
        lang={lang}
        removeFlag="removeProductImage"
        alt={titleIn(record, lang)}
        readOnly={readOnly}
      />
    </>
  );
}

const bothLanguages = (name: string, f: Omit<FieldDef, 'name'>): FieldDef[] => [
  { ...f, name: `Translations.en.${name}`, half: true, tab: 'texts' },
  { ...f, name: `Translations.fr.${name}`, half: true, tab: 'texts' },
];

/** The editor's tabs (back-office §2 Products), the texts first. */
const TABS = ['texts', 'general', 'nutrition', 'tags', 'videos', 'menu', 'restaurants'] as const;

export function productsDef(category: Category): CollectionScreenDef<Product> {
  return {
    collection: 'products',
    tool: 'products',
    texts: 'products',
    limit: 25,
    defaultSort: 'sortOrder',
    columns: [
      { key: 'Id', sort: 'id', cell: (p) => p.Id },
      { key: 'Title', cell: (p, { lang }) => <ProductTitle p={p} lang={lang} /> },
      { key: 'ProductTypeCd', sort: 'type', cell: (p, { t }) => t(`products.options.ProductTypeCd.${p.ProductTypeCd}`) },
      { key: 'PriceCents', sort: 'price', cell: (p, { lang }) => formatMoney(p.PriceCents, lang) },
      { key: 'ProductStatusCd', cell: (p, { t }) => t(`products.options.ProductStatusCd.${p.ProductStatusCd}`) },
      { key: 'SortOrder', sort: 'sortOrder', cell: (p) => p.SortOrder },
    ],
    filters: [
      { param: 'status', values: ['A', 'D', 'all'], initial: 'A' },
      { param: 'types', values: ['', ...PRODUCT_TYPES], multiple: true },
    ],
    fields: [
      ...bothLanguages('Title', { kind: 'text', max: 200 }),
      ...bothLanguages('Description', { kind: 'textarea', max: 4000 }),
      { name: 'ProductTypeCd', kind: 'select', required: true, options: PRODUCT_TYPES, tab: 'general' },
      { name: 'ProductStatusCd', kind: 'select', required: true, options: ['A', 'D'], hint: true, tab: 'general' },
      { name: 'PriceCents', kind: 'cents', required: true, tab: 'general' },
      { name: 'KidsPriceCents', kind: 'cents', nullable: true, hint: true, tab: 'general' },
      { name: 'FamilyPackPriceCents', kind: 'cents', nullable: true, hint: true, tab: 'general' },
      { name: 'Taxable', kind: 'checkbox', tab: 'general' },
      { name: 'AllowGstTaxRebate', kind: 'checkbox', tab: 'general' },
      { name: 'IsInternalUse', kind: 'checkbox', tab: 'general' },
      { name: 'SortOrder', kind: 'number', required: true, min: -100_000, max: 100_000, tab: 'general' },
      { name: 'Nutrition.Calories', kind: 'number', nullable: true, min: 0, max: 100_000, half: true, tab: 'nutrition' },
      ...(['Fat', 'Protein', 'Carbs'] as const).map(
        (k): FieldDef => ({
          name: `Nutrition.${k}`,
          kind: 'decimal',
          decimals: 1,
          nullable: true,
          min: 0,
          max: 99_999,
          half: true,
          tab: 'nutrition',
        }),
      ),
      { name: 'Nutrition.Sodium', kind: 'number', nullable: true, min: 0, max: 1_000_000, half: true, tab: 'nutrition' },
      { name: 'ProductTags', kind: 'custom', Editor: TagsEditor, tab: 'tags' },
      { name: 'CookingInstructionTypes', kind: 'custom', Editor: CookingEditor, tab: 'tags' },
      { name: 'Videos', kind: 'custom', Editor: VideosEditor, hint: true, tab: 'videos' },
      { name: 'WeekNumbers', kind: 'text', max: 400, hint: true, tab: 'menu' },
      { name: 'SubsidyProductDays', kind: 'custom', Editor: DaysEditor, hint: true, tab: 'menu' },
      { name: 'SubsidyProductPrices', kind: 'custom', Editor: SubsidyPricesEditor, hint: true, tab: 'menu' },
      { name: 'Franchises', kind: 'custom', Editor: FranchisesEditor, hint: true, tab: 'restaurants' },
    ],
    tabs: TABS,
    blank: () => ({
      Id: 0,
      ProductCategoryCd: category,
      ProductTypeCd: FIRST_TYPE[category],
      ProductStatusCd: 'D',
      PriceCents: 0,
      KidsPriceCents: null,
      FamilyPackPriceCents: null,
      Taxable: true,
      AllowGstTaxRebate: false,
      IsInternalUse: false,
      SortOrder: 0,
      WeekNumbers: '',
      Nutrition: null,
      Translations: [
        { LanguageCd: 'en', Title: '', Description: '' },
        { LanguageCd: 'fr', Title: '', Description: '' },
      ],
    }),
    titleOf: (p, lang) => titleIn(p, lang),
    canDelete: false,
    messages: { created: 'product-created', updated: 'Product updated' },
    PanelExtra: ProductExtra,
  };
}

const CATEGORY_OF: Record<string, Category> = {
  adminProducts: 'M',
  adminProductsMealDelivery: 'M',
  adminProductsCatering: 'C',
  adminProductsRetail: 'R',
  adminProductsStore: 'S',
};

export function ProductsScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const location = useLocation();
  useAdminTitle('products');
  const match = matchPath(location.pathname);
  const category = CATEGORY_OF[match?.id ?? ''] ?? 'M';
  const raw = match?.id === 'adminProductsRetail' ? match.params.id : undefined;
  const franchiseId = raw && /^\d+$/.test(raw) ? raw : undefined;
  const def = useMemo(() => productsDef(category), [category]);
  const fixed = useMemo(() => ({ category, ...(franchiseId ? { franchiseId } : {}) }), [category, franchiseId]);
  return (
    <>
      <h1>{t('tools.products')}</h1>
      <SubNav
        label="products.pages"
        links={[
          { to: paths.admin.productsMealDelivery(lang), text: t('products.category.M'), current: category === 'M' },
          { to: paths.admin.productsCatering(lang), text: t('products.category.C'), current: category === 'C' },
          { to: paths.admin.productsRetail(lang), text: t('products.category.R'), current: category === 'R' },
          { to: paths.admin.productsStore(lang), text: t('products.category.S'), current: category === 'S' },
        ]}
      />
      <p className="admin-lead">{t('products.lead')}</p>
      {category === 'R' && (
        <>
          <FranchisePicker
            id="admin-products-franchise"
            lang={lang}
            value={franchiseId}
            allowNone
            pathOf={(id) => paths.admin.productsRetail(lang, id)}
          />
          {franchiseId && <p className="admin-note">{t('products.retailReadOnly')}</p>}
        </>
      )}
      <CollectionScreen
        key={`${category}-${franchiseId ?? ''}`}
        def={def}
        lang={lang}
        fixed={fixed}
        readOnly={!canEditProduct(category, franchiseId ? Number(franchiseId) : null)}
      />
    </>
  );
}
