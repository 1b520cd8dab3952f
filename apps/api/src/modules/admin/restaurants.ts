// The bistro locations of the back-office (issue 14; back-office §3 Bistro location: name, corporate
// only, package type P by default, enabled n by default, IsNew, the address in Canada/Quebec by
// default, opening and closing, first and last delivery). Created and edited, not deleted: orders
// and addresses keep pointing at them; a disabled bistro leaves the bistro store and the public
// pages (they list enabled ones only). "new (IsNew) becomes saved after create": a record made here is saved.
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  AdminRestaurant,
  AdminRestaurantBody,
  AdminRestaurantListQuery,
  AdminRestaurantListReply,
  type AdminRestaurantListQuery as ListQuery,
} from '@mijote/contracts';
import { franchise } from '@mijote/db/schema';
import { catalogueChanged } from '../catalogue/catalogue-cache.js';
import { containing, pageOf, type CollectionDef } from './collection.js';

type Row = typeof franchise.$inferSelect;
const hhmm = (t: string) => t.slice(0, 5);
const toItem = (f: Row): AdminRestaurant => ({
  Id: f.id,
  NameEn: f.nameEn,
  NameFr: f.nameFr,
  Company: f.company,
  Line1: f.line1,
  Line2: f.line2,
  City: f.city,
  Province: f.province,
  PostalCode: f.postalCode,
  Country: f.country,
  Phone: f.phone,
  Email: f.email,
  OpeningTime: hhmm(f.openingTime),
  ClosingTime: hhmm(f.closingTime),
  FirstDelivery: hhmm(f.firstDelivery),
  LastDelivery: hhmm(f.lastDelivery),
  CorporateOnly: f.corporateOnly,
  PackageType: f.packageType,
  Enabled: f.enabled,
  IsNew: f.isNew,
});

const values = (b: AdminRestaurantBody) => ({
  nameEn: b.NameEn,
  nameFr: b.NameFr,
  company: b.Company,
  line1: b.Line1,
  line2: b.Line2,
  city: b.City,
  province: b.Province,
  postalCode: b.PostalCode.toUpperCase().replace(/^(\w{3})[ -]?(\w{3})$/, '$1 $2'),
  country: b.Country,
  phone: b.Phone,
  email: b.Email,
  openingTime: b.OpeningTime,
  closingTime: b.ClosingTime,
  firstDelivery: b.FirstDelivery,
  lastDelivery: b.LastDelivery,
  corporateOnly: b.CorporateOnly,
  packageType: b.PackageType,
  enabled: b.Enabled,
});

function where(q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.enabled) parts.push(eq(franchise.enabled, q.enabled === 'y'));
  if (q.search) {
    const like = containing(q.search);
    parts.push(or(ilike(franchise.nameEn, like), ilike(franchise.nameFr, like), ilike(franchise.city, like)));
  }
  return and(...parts);
}

const ORDER = { id: franchise.id, nameEn: franchise.nameEn, city: franchise.city } as const;

export const restaurantsCollection: CollectionDef<AdminRestaurant, AdminRestaurantBody, ListQuery> = {
  name: 'restaurants',
  entity: 'restaurant',
  summary: 'Bistro locations',
  item: AdminRestaurant,
  body: AdminRestaurantBody,
  listQuery: AdminRestaurantListQuery,
  listReply: AdminRestaurantListReply,
  // the stores' menus, calendars and bistro lists are cached on every node (ADR 240)
  changed: catalogueChanged,
  async list(db, q) {
    const { rows, total } = await pageOf(db, franchise, where(q), [ORDER[q.sort]], q);
    return { rows: rows.map(toItem), total };
  },
  async get(db, id) {
    const [row] = await db.select().from(franchise).where(eq(franchise.id, id)).limit(1);
    return row ? toItem(row) : null;
  },
  async create(tx, body, at) {
    const [row] = await tx
      .insert(franchise)
      .values({ ...values(body), isNew: false, createdAt: at, updatedAt: at })
      .returning({ id: franchise.id });
    return row!.id;
  },
  async update(tx, id, body, at) {
    await tx
      .update(franchise)
      .set({ ...values(body), isNew: false, updatedAt: at })
      .where(eq(franchise.id, id));
  },
};
