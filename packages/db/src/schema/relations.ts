// Relations for drizzle's relational queries (db.query.x.findMany({ with: … })), covering what
// the customer screens and the admin editors load together.
import { relations } from 'drizzle-orm';
import { account, accountDomain, accountEmail, address, passwordResetToken, savedCard, session } from './account.js';
import {
  lunchBoxChoice,
  product,
  productCookingInstruction,
  productFranchise,
  productInventory,
  productNutrition,
  productSide,
  productTag,
  productTranslation,
  productVideo,
  productWeekNumber,
  subsidyProductDay,
  subsidyProductPrice,
  tag,
} from './catalogue.js';
import { cart, centuryDollarTransaction, giftCard, giftCardTransaction, promoCode, promoCodeUse } from './commerce.js';
import { blog, blogTranslation } from './content.js';
import { franchise, franchisePostalCode, holiday } from './franchise.js';
import { invoice, invoiceCartDetail, invoiceCartDetailAddon, invoiceStatusHistory, payment } from './invoice.js';
import { centuryDollarMethod, container, cookingInstructionType, paymentMethod, productCategory, productType } from './lookup.js';
import { menu, menuItem } from './menu.js';
import { formSubmission, upload } from './operations.js';
import { subsidy, subsidyDailyUsage, subsidyDay, subsidyDomain, subsidyEmail, subsidyMobileAddress } from './subsidy.js';

// ── accounts ────────────────────────────────────────────────────────────────
export const accountRelations = relations(account, ({ one, many }) => ({
  subsidy: one(subsidy, { fields: [account.subsidyId], references: [subsidy.id] }),
  franchise: one(franchise, { fields: [account.franchiseId], references: [franchise.id] }),
  subsidyMobileAddress: one(subsidyMobileAddress, { fields: [account.subsidyMobileAddressId], references: [subsidyMobileAddress.id] }),
  emails: many(accountEmail),
  domains: many(accountDomain),
  addresses: many(address),
  savedCards: many(savedCard),
  sessions: many(session),
  carts: many(cart),
  invoices: many(invoice, { relationName: 'invoiceAccount' }),
  centuryDollarTransactions: many(centuryDollarTransaction, { relationName: 'centuryDollarAccount' }),
  giftCards: many(giftCard, { relationName: 'giftCardAccount' }),
  subsidyDailyUsage: many(subsidyDailyUsage),
}));
export const accountEmailRelations = relations(accountEmail, ({ one }) => ({
  account: one(account, { fields: [accountEmail.accountId], references: [account.id] }),
}));
export const accountDomainRelations = relations(accountDomain, ({ one }) => ({
  account: one(account, { fields: [accountDomain.accountId], references: [account.id] }),
}));
export const addressRelations = relations(address, ({ one }) => ({
  account: one(account, { fields: [address.accountId], references: [account.id] }),
  franchise: one(franchise, { fields: [address.franchiseId], references: [franchise.id] }),
}));
export const savedCardRelations = relations(savedCard, ({ one }) => ({
  account: one(account, { fields: [savedCard.accountId], references: [account.id] }),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  account: one(account, { fields: [session.accountId], references: [account.id] }),
}));
export const passwordResetTokenRelations = relations(passwordResetToken, ({ one }) => ({
  account: one(account, { fields: [passwordResetToken.accountId], references: [account.id] }),
}));

// ── catalogue ───────────────────────────────────────────────────────────────
export const productCategoryRelations = relations(productCategory, ({ many }) => ({ products: many(product) }));
export const productTypeRelations = relations(productType, ({ many }) => ({ products: many(product) }));
export const productRelations = relations(product, ({ one, many }) => ({
  category: one(productCategory, { fields: [product.categoryCd], references: [productCategory.code] }),
  type: one(productType, { fields: [product.typeCd], references: [productType.code] }),
  container: one(container, { fields: [product.containerCd], references: [container.code] }),
  translations: many(productTranslation),
  nutrition: one(productNutrition, { fields: [product.id], references: [productNutrition.productId] }),
  inventory: one(productInventory, { fields: [product.id], references: [productInventory.productId] }),
  productTags: many(productTag),
  cookingInstructions: many(productCookingInstruction),
  videos: many(productVideo),
  weekNumbers: many(productWeekNumber),
  franchises: many(productFranchise),
  subsidyProductDays: many(subsidyProductDay),
  subsidyProductPrices: many(subsidyProductPrice),
  sides: many(productSide, { relationName: 'productSides' }),
  sideOf: many(productSide, { relationName: 'sideProduct' }),
  lunchBoxChoices: many(lunchBoxChoice, { relationName: 'lunchBox' }),
  menuItems: many(menuItem),
}));
export const productTranslationRelations = relations(productTranslation, ({ one }) => ({
  product: one(product, { fields: [productTranslation.productId], references: [product.id] }),
}));
export const productNutritionRelations = relations(productNutrition, ({ one }) => ({
  product: one(product, { fields: [productNutrition.productId], references: [product.id] }),
}));
export const productInventoryRelations = relations(productInventory, ({ one }) => ({
  product: one(product, { fields: [productInventory.productId], references: [product.id] }),
}));
export const tagRelations = relations(tag, ({ many }) => ({ productTags: many(productTag) }));
export const productTagRelations = relations(productTag, ({ one }) => ({
  product: one(product, { fields: [productTag.productId], references: [product.id] }),
  tag: one(tag, { fields: [productTag.tagId], references: [tag.id] }),
}));
export const productCookingInstructionRelations = relations(productCookingInstruction, ({ one }) => ({
  product: one(product, { fields: [productCookingInstruction.productId], references: [product.id] }),
  type: one(cookingInstructionType, {
    fields: [productCookingInstruction.cookingInstructionTypeCd],
    references: [cookingInstructionType.code],
  }),
}));
export const productVideoRelations = relations(productVideo, ({ one }) => ({
  product: one(product, { fields: [productVideo.productId], references: [product.id] }),
}));
export const productWeekNumberRelations = relations(productWeekNumber, ({ one }) => ({
  product: one(product, { fields: [productWeekNumber.productId], references: [product.id] }),
}));
export const productFranchiseRelations = relations(productFranchise, ({ one }) => ({
  product: one(product, { fields: [productFranchise.productId], references: [product.id] }),
  franchise: one(franchise, { fields: [productFranchise.franchiseId], references: [franchise.id] }),
}));
export const subsidyProductDayRelations = relations(subsidyProductDay, ({ one }) => ({
  product: one(product, { fields: [subsidyProductDay.productId], references: [product.id] }),
  subsidy: one(subsidy, { fields: [subsidyProductDay.subsidyId], references: [subsidy.id] }),
}));
export const subsidyProductPriceRelations = relations(subsidyProductPrice, ({ one }) => ({
  product: one(product, { fields: [subsidyProductPrice.productId], references: [product.id] }),
  subsidy: one(subsidy, { fields: [subsidyProductPrice.subsidyId], references: [subsidy.id] }),
}));
export const productSideRelations = relations(productSide, ({ one }) => ({
  product: one(product, { fields: [productSide.productId], references: [product.id], relationName: 'productSides' }),
  side: one(product, { fields: [productSide.sideProductId], references: [product.id], relationName: 'sideProduct' }),
}));
export const lunchBoxChoiceRelations = relations(lunchBoxChoice, ({ one }) => ({
  product: one(product, { fields: [lunchBoxChoice.productId], references: [product.id], relationName: 'lunchBox' }),
  choice: one(product, { fields: [lunchBoxChoice.choiceProductId], references: [product.id] }),
}));

// ── menus ───────────────────────────────────────────────────────────────────
export const menuRelations = relations(menu, ({ one, many }) => ({
  items: many(menuItem),
  franchise: one(franchise, { fields: [menu.franchiseId], references: [franchise.id] }),
  subsidy: one(subsidy, { fields: [menu.subsidyId], references: [subsidy.id] }),
}));
export const menuItemRelations = relations(menuItem, ({ one }) => ({
  menu: one(menu, { fields: [menuItem.menuId], references: [menu.id] }),
  product: one(product, { fields: [menuItem.productId], references: [product.id] }),
}));

// ── franchises and subsidies ────────────────────────────────────────────────
export const franchiseRelations = relations(franchise, ({ many }) => ({
  postalCodes: many(franchisePostalCode),
  products: many(productFranchise),
  subsidies: many(subsidy),
  holidays: many(holiday),
  invoices: many(invoice),
}));
export const franchisePostalCodeRelations = relations(franchisePostalCode, ({ one }) => ({
  franchise: one(franchise, { fields: [franchisePostalCode.franchiseId], references: [franchise.id] }),
}));
export const holidayRelations = relations(holiday, ({ one }) => ({
  franchise: one(franchise, { fields: [holiday.franchiseId], references: [franchise.id] }),
}));
export const subsidyRelations = relations(subsidy, ({ one, many }) => ({
  franchise: one(franchise, { fields: [subsidy.franchiseId], references: [franchise.id] }),
  days: many(subsidyDay),
  domains: many(subsidyDomain),
  emails: many(subsidyEmail),
  mobileAddresses: many(subsidyMobileAddress),
  productDays: many(subsidyProductDay),
  productPrices: many(subsidyProductPrice),
  accounts: many(account),
  dailyUsage: many(subsidyDailyUsage),
}));
export const subsidyDayRelations = relations(subsidyDay, ({ one }) => ({
  subsidy: one(subsidy, { fields: [subsidyDay.subsidyId], references: [subsidy.id] }),
}));
export const subsidyDomainRelations = relations(subsidyDomain, ({ one }) => ({
  subsidy: one(subsidy, { fields: [subsidyDomain.subsidyId], references: [subsidy.id] }),
}));
export const subsidyEmailRelations = relations(subsidyEmail, ({ one }) => ({
  subsidy: one(subsidy, { fields: [subsidyEmail.subsidyId], references: [subsidy.id] }),
}));
export const subsidyMobileAddressRelations = relations(subsidyMobileAddress, ({ one }) => ({
  subsidy: one(subsidy, { fields: [subsidyMobileAddress.subsidyId], references: [subsidy.id] }),
}));
export const subsidyDailyUsageRelations = relations(subsidyDailyUsage, ({ one }) => ({
  subsidy: one(subsidy, { fields: [subsidyDailyUsage.subsidyId], references: [subsidy.id] }),
  account: one(account, { fields: [subsidyDailyUsage.accountId], references: [account.id] }),
}));

// ── commerce ────────────────────────────────────────────────────────────────
export const cartRelations = relations(cart, ({ one }) => ({
  account: one(account, { fields: [cart.accountId], references: [account.id] }),
}));
export const promoCodeRelations = relations(promoCode, ({ many }) => ({
  uses: many(promoCodeUse),
  invoices: many(invoice),
}));
export const promoCodeUseRelations = relations(promoCodeUse, ({ one }) => ({
  promoCode: one(promoCode, { fields: [promoCodeUse.promoCodeId], references: [promoCode.id] }),
  account: one(account, { fields: [promoCodeUse.accountId], references: [account.id] }),
  invoice: one(invoice, { fields: [promoCodeUse.invoiceId], references: [invoice.id] }),
}));
export const giftCardRelations = relations(giftCard, ({ one, many }) => ({
  account: one(account, { fields: [giftCard.accountId], references: [account.id], relationName: 'giftCardAccount' }),
  purchaser: one(account, { fields: [giftCard.purchaserAccountId], references: [account.id], relationName: 'giftCardPurchaser' }),
  transactions: many(giftCardTransaction),
}));
export const giftCardTransactionRelations = relations(giftCardTransaction, ({ one }) => ({
  giftCard: one(giftCard, { fields: [giftCardTransaction.giftCardId], references: [giftCard.id] }),
  invoice: one(invoice, { fields: [giftCardTransaction.invoiceId], references: [invoice.id] }),
}));
export const centuryDollarTransactionRelations = relations(centuryDollarTransaction, ({ one }) => ({
  account: one(account, {
    fields: [centuryDollarTransaction.accountId],
    references: [account.id],
    relationName: 'centuryDollarAccount',
  }),
  manualUser: one(account, {
    fields: [centuryDollarTransaction.manualUserId],
    references: [account.id],
    relationName: 'centuryDollarManualUser',
  }),
  method: one(centuryDollarMethod, { fields: [centuryDollarTransaction.methodCd], references: [centuryDollarMethod.code] }),
  invoice: one(invoice, { fields: [centuryDollarTransaction.invoiceId], references: [invoice.id] }),
  giftCard: one(giftCard, { fields: [centuryDollarTransaction.giftCardId], references: [giftCard.id] }),
}));

// ── invoices ────────────────────────────────────────────────────────────────
export const invoiceRelations = relations(invoice, ({ one, many }) => ({
  account: one(account, { fields: [invoice.accountId], references: [account.id], relationName: 'invoiceAccount' }),
  placedBy: one(account, { fields: [invoice.placedByAccountId], references: [account.id], relationName: 'invoicePlacedBy' }),
  franchise: one(franchise, { fields: [invoice.franchiseId], references: [franchise.id] }),
  subsidy: one(subsidy, { fields: [invoice.subsidyId], references: [subsidy.id] }),
  subsidyMobileAddress: one(subsidyMobileAddress, { fields: [invoice.subsidyMobileAddressId], references: [subsidyMobileAddress.id] }),
  promoCode: one(promoCode, { fields: [invoice.promoCodeId], references: [promoCode.id] }),
  cartDetails: many(invoiceCartDetail),
  payments: many(payment),
  statusHistory: many(invoiceStatusHistory),
}));
export const invoiceCartDetailRelations = relations(invoiceCartDetail, ({ one, many }) => ({
  invoice: one(invoice, { fields: [invoiceCartDetail.invoiceId], references: [invoice.id] }),
  product: one(product, { fields: [invoiceCartDetail.productId], references: [product.id] }),
  addons: many(invoiceCartDetailAddon),
}));
export const invoiceCartDetailAddonRelations = relations(invoiceCartDetailAddon, ({ one }) => ({
  cartDetail: one(invoiceCartDetail, { fields: [invoiceCartDetailAddon.cartDetailId], references: [invoiceCartDetail.id] }),
  product: one(product, { fields: [invoiceCartDetailAddon.productId], references: [product.id] }),
}));
export const paymentRelations = relations(payment, ({ one }) => ({
  invoice: one(invoice, { fields: [payment.invoiceId], references: [invoice.id] }),
  method: one(paymentMethod, { fields: [payment.paymentMethodId], references: [paymentMethod.id] }),
  savedCard: one(savedCard, { fields: [payment.savedCardId], references: [savedCard.id] }),
  giftCard: one(giftCard, { fields: [payment.giftCardId], references: [giftCard.id] }),
}));
export const invoiceStatusHistoryRelations = relations(invoiceStatusHistory, ({ one }) => ({
  invoice: one(invoice, { fields: [invoiceStatusHistory.invoiceId], references: [invoice.id] }),
  changedBy: one(account, { fields: [invoiceStatusHistory.changedByAccountId], references: [account.id] }),
}));

// ── content and operations ──────────────────────────────────────────────────
export const blogRelations = relations(blog, ({ many }) => ({ translations: many(blogTranslation) }));
export const blogTranslationRelations = relations(blogTranslation, ({ one }) => ({
  blog: one(blog, { fields: [blogTranslation.blogId], references: [blog.id] }),
}));
export const formSubmissionRelations = relations(formSubmission, ({ one }) => ({
  attachment: one(upload, { fields: [formSubmission.attachmentUploadId], references: [upload.id] }),
}));
