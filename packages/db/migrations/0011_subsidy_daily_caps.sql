ALTER TABLE "subsidy" ALTER COLUMN "max_rebate_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "subsidy" ALTER COLUMN "max_rebate_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_cart_detail" ADD COLUMN "subsidized_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_cart_detail" ADD CONSTRAINT "invoice_cart_detail_subsidized_units_ck" CHECK ("invoice_cart_detail"."subsidized_units" >= 0);--> statement-breakpoint
-- ADR 367: the back-office wrote max_rebate_cents = 0 for "no limit" (MaxRebate empty); null says it now.
UPDATE "subsidy" SET "max_rebate_cents" = NULL WHERE "max_total_amount_cents" IS NULL AND "max_rebate_cents" = 0;--> statement-breakpoint
-- the orders placed before counted every unit of a subsidised line against the day's items
UPDATE "invoice_cart_detail" SET "subsidized_units" = "quantity" WHERE "subsidized_cents" > 0;
