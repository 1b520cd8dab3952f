DROP INDEX "payment_refunded_idx";--> statement-breakpoint
CREATE INDEX "century_dollar_transaction_created_idx" ON "century_dollar_transaction" USING btree ("created_at","id","type","method_cd","amount_cents");--> statement-breakpoint
CREATE INDEX "invoice_list_idx" ON "invoice" USING btree ("id","status","store_kind","franchise_id") WHERE "invoice"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoice_list_count_idx" ON "invoice" USING btree ("status","store_kind","franchise_id") WHERE "invoice"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoice_tax_inputs_idx" ON "invoice" USING btree ("id","subtotal_cents","tip_cents","tax1_cents","tax2_cents","delivery_charge_cents","fuel_surcharge_cents","extra_charge_cents","subsidized_cents","discount_cents");--> statement-breakpoint
CREATE INDEX "invoice_refund_done_idx" ON "invoice_refund" USING btree ("completed_at","invoice_id","id") WHERE "invoice_refund"."status" = 'done';--> statement-breakpoint
CREATE INDEX "payment_taken_idx" ON "payment" USING btree ("captured_at","invoice_id","id","payment_method_id","manual_method","amount_cents") WHERE "payment"."status" in ('approved', 'refunded');--> statement-breakpoint
CREATE INDEX "payment_whole_refund_idx" ON "payment" USING btree ("updated_at","invoice_id","id") WHERE "payment"."status" = 'refunded';