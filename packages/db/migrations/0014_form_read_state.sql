ALTER TABLE "form_submission" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submission" ADD COLUMN "read_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "form_submission" ADD CONSTRAINT "form_submission_read_by_account_id_account_id_fk" FOREIGN KEY ("read_by_account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submission_unread_idx" ON "form_submission" USING btree ("created_at","id") WHERE "form_submission"."read_at" is null and "form_submission"."parent_submission_id" is null;--> statement-breakpoint
CREATE INDEX "form_submission_parent_idx" ON "form_submission" USING btree ("parent_submission_id");