// What the seed needs from the content files (./content/catalogue.ts and ./content/site.ts).
import type {
  SeedBlog,
  SeedFranchise,
  SeedGiftCard,
  SeedHoliday,
  SeedMenu,
  SeedPostalCode,
  SeedProduct,
  SeedPromoCode,
  SeedProvince,
  SeedSubsidy,
  SeedTag,
  SeedTestimonial,
} from './content/types.js';

export interface SeedContent {
  tags: SeedTag[];
  products: SeedProduct[];
  menus: SeedMenu[];
  franchises: SeedFranchise[];
  subsidies: SeedSubsidy[];
  postalCodes: SeedPostalCode[];
  holidays: SeedHoliday[];
  blogs: SeedBlog[];
  testimonials: SeedTestimonial[];
  provinces: SeedProvince[];
  promoCodes: SeedPromoCode[];
  giftCards: SeedGiftCard[];
}
