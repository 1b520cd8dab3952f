ALTER TABLE "menu" DROP CONSTRAINT "menu_store_kind_ck";--> statement-breakpoint
ALTER TABLE "cart" DROP CONSTRAINT "cart_store_kind_ck";--> statement-breakpoint
ALTER TABLE "promo_code" DROP CONSTRAINT "promo_code_store_ck";--> statement-breakpoint
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_store_kind_ck";--> statement-breakpoint
ALTER TABLE "testimonial" DROP CONSTRAINT "testimonial_store_kind_ck";--> statement-breakpoint
-- The generic store's kind is `generic` in code and on the wire (ADR 207); its URL stays /store.
UPDATE "menu" SET "store_kind" = 'generic' WHERE "store_kind" = 'store';--> statement-breakpoint
UPDATE "cart" SET "store_kind" = 'generic' WHERE "store_kind" = 'store';--> statement-breakpoint
UPDATE "promo_code" SET "store_source" = 'generic' WHERE "store_source" = 'store';--> statement-breakpoint
UPDATE "promotion" SET "store_kind" = 'generic' WHERE "store_kind" = 'store';--> statement-breakpoint
UPDATE "invoice" SET "store_kind" = 'generic' WHERE "store_kind" = 'store';--> statement-breakpoint
UPDATE "testimonial" SET "store_kind" = 'generic' WHERE "store_kind" = 'store';--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_store_kind_ck" CHECK ("menu"."store_kind" in ('mealDelivery', 'catering', 'restaurant', 'corporate', 'mobile', 'generic'));--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_store_kind_ck" CHECK ("cart"."store_kind" in ('mealDelivery', 'catering', 'restaurant', 'corporate', 'mobile', 'generic'));--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_store_ck" CHECK ("promo_code"."store_source" in ('mealDelivery', 'catering', 'restaurant', 'corporate', 'mobile', 'generic'));--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_store_kind_ck" CHECK ("invoice"."store_kind" in ('mealDelivery', 'catering', 'restaurant', 'corporate', 'mobile', 'generic'));--> statement-breakpoint
ALTER TABLE "testimonial" ADD CONSTRAINT "testimonial_store_kind_ck" CHECK ("testimonial"."store_kind" in ('mealDelivery', 'catering', 'restaurant', 'corporate', 'mobile', 'generic'));