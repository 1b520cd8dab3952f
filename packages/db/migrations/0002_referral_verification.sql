CREATE TABLE "email_verification_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral" (
	"friend_account_id" integer PRIMARY KEY NOT NULL,
	"referrer_account_id" integer NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"welcome_outcome" text,
	"welcome_decided_at" timestamp with time zone,
	"invoice_id" integer,
	"referrer_outcome" text,
	"referrer_decided_at" timestamp with time zone,
	CONSTRAINT "referral_welcome_outcome_ck" CHECK ("referral"."welcome_outcome" in ('credited', 'referrer-unverified', 'existing-customer', 'cap')),
	CONSTRAINT "referral_referrer_outcome_ck" CHECK ("referral"."referrer_outcome" in ('credited', 'existing-customer', 'referrer-unverified', 'no-card', 'no-delivery-address', 'same-card', 'same-address', 'cap')),
	CONSTRAINT "referral_not_self_ck" CHECK ("referral"."friend_account_id" <> "referral"."referrer_account_id")
);
--> statement-breakpoint
ALTER TABLE "account" DROP CONSTRAINT "account_referred_by_account_id_account_id_fk";
--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "email_mailbox" text GENERATED ALWAYS AS (case when "email" not like '%@%' then lower(btrim("email")) when lower(substring("email" from '@([^@]*)$')) in ('gmail.com', 'googlemail.com') then replace(regexp_replace(lower(substring("email" from '^(.*)@')), '[+].*$', ''), '.', '') || '@gmail.com' else regexp_replace(lower(substring("email" from '^(.*)@')), '[+].*$', '') || '@' || lower(substring("email" from '@([^@]*)$')) end) STORED;--> statement-breakpoint
ALTER TABLE "email_verification_token" ADD CONSTRAINT "email_verification_token_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_friend_account_id_account_id_fk" FOREIGN KEY ("friend_account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referrer_account_id_account_id_fk" FOREIGN KEY ("referrer_account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_token_account_idx" ON "email_verification_token" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "referral_referrer_idx" ON "referral" USING btree ("referrer_account_id");--> statement-breakpoint
CREATE INDEX "account_email_mailbox_idx" ON "account" USING btree ("email_mailbox");--> statement-breakpoint
-- Data (ADR 192, 193): accounts older than e-mail verification count as verified from their
-- creation; the referral links made before this migration move to the referral table with the
-- credits they already received (the idempotency keys of ADR 183).
UPDATE "account" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;--> statement-breakpoint
INSERT INTO "referral" ("friend_account_id", "referrer_account_id", "linked_at", "welcome_outcome", "welcome_decided_at", "invoice_id", "referrer_outcome", "referrer_decided_at")
SELECT a."id", a."referred_by_account_id", a."created_at",
  CASE WHEN w."id" IS NOT NULL THEN 'credited' END, w."created_at",
  r."invoice_id", CASE WHEN r."id" IS NOT NULL THEN 'credited' END, r."created_at"
FROM "account" a
LEFT JOIN "century_dollar_transaction" w ON w."idempotency_key" = 'referral:friend:' || a."id"
LEFT JOIN "century_dollar_transaction" r ON r."idempotency_key" = 'referral:referrer:' || a."id"
WHERE a."referred_by_account_id" IS NOT NULL AND a."referred_by_account_id" <> a."id";--> statement-breakpoint
ALTER TABLE "account" DROP COLUMN "referred_by_account_id";