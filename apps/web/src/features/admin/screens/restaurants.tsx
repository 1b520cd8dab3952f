// /admin/bistro-locations (back-office §2 "Create and edit bistro locations (franchises)"; §9 new
// location defaults Enabled n, PackageType P, CA, QC): never deleted — disabling one takes it off
// the bistro store at once.
import { PACKAGE_TYPES } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import type { CollectionScreenDef } from '../components/collection';
import { CollectionScreen } from '../components/collection-screen';
import { useAdminTitle } from '../use-admin-title';

type Restaurant = {
  Id: number;
  NameEn: string;
  NameFr: string;
  Company: string | null;
  Line1: string;
  Line2: string | null;
  City: string;
  Province: string;
  PostalCode: string;
  Country: string;
  Phone: string | null;
  Email: string | null;
  OpeningTime: string;
  ClosingTime: string;
  FirstDelivery: string;
  LastDelivery: string;
  CorporateOnly: boolean;
  PackageType: string;
  Enabled: boolean;
  IsNew: boolean;
};

export const RESTAURANTS: CollectionScreenDef<Restaurant> = {
  collection: 'restaurants',
  tool: 'restaurants',
  texts: 'restaurants',
  limit: 25,
  defaultSort: 'nameEn',
  columns: [
    { key: 'NameEn', sort: 'nameEn', cell: (r) => r.NameEn },
    { key: 'City', sort: 'city', cell: (r) => r.City },
    { key: 'Phone', cell: (r) => r.Phone ?? '' },
    { key: 'Enabled', cell: (r, { t }) => (r.Enabled ? t('list.yes') : t('list.no')) },
  ],
  filters: [{ param: 'enabled', values: ['', 'y', 'n'] }],
  fields: [
    { name: 'NameEn', kind: 'text', required: true, max: 120 },
    { name: 'NameFr', kind: 'text', required: true, max: 120 },
    { name: 'Company', kind: 'text', nullable: true, max: 120 },
    { name: 'Line1', kind: 'text', required: true, max: 200 },
    { name: 'Line2', kind: 'text', nullable: true, max: 200 },
    { name: 'City', kind: 'text', required: true, max: 80 },
    { name: 'Province', kind: 'select', options: ['QC', 'ON'] },
    { name: 'PostalCode', kind: 'text', required: true, max: 7 },
    { name: 'Country', kind: 'select', options: ['CA'] },
    { name: 'Phone', kind: 'text', nullable: true, max: 40 },
    { name: 'Email', kind: 'email', nullable: true, max: 254 },
    { name: 'OpeningTime', kind: 'time', required: true },
    { name: 'ClosingTime', kind: 'time', required: true },
    { name: 'FirstDelivery', kind: 'time', required: true },
    { name: 'LastDelivery', kind: 'time', required: true },
    { name: 'CorporateOnly', kind: 'checkbox' },
    { name: 'PackageType', kind: 'select', options: PACKAGE_TYPES },
    { name: 'Enabled', kind: 'checkbox' },
  ],
  blank: () => ({
    Id: 0,
    NameEn: '',
    NameFr: '',
    Company: null,
    Line1: '',
    Line2: null,
    City: '',
    Province: 'QC',
    PostalCode: '',
    Country: 'CA',
    Phone: null,
    Email: null,
    OpeningTime: '11:00',
    ClosingTime: '14:00',
    FirstDelivery: '11:30',
    LastDelivery: '13:30',
    CorporateOnly: false,
    PackageType: 'P',
    Enabled: false,
    IsNew: true,
  }),
  titleOf: (r, lang) => (lang === 'fr' ? r.NameFr : r.NameEn),
  canDelete: false,
  messages: { created: 'Location saved', updated: 'Location saved' },
};

export function RestaurantsScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('restaurants');
  return (
    <>
      <h1>{t('tools.restaurants')}</h1>
      <p className="admin-lead">{t('restaurants.lead')}</p>
      <CollectionScreen def={RESTAURANTS} lang={lang} />
    </>
  );
}
