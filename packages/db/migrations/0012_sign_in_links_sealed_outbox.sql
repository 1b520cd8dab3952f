CREATE TABLE "sign_in_link_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "secret_sealed" text;--> statement-breakpoint
ALTER TABLE "sign_in_link_token" ADD CONSTRAINT "sign_in_link_token_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_link_token_account_idx" ON "sign_in_link_token" USING btree ("account_id");--> statement-breakpoint
-- ADR 376: the messages already sent or given up keep no live link: the token of their reset and
-- verification links becomes [hidden] (the e-mail was delivered with it; the outbox needs none).
UPDATE "email_outbox" SET
	"text" = regexp_replace("text", '(/(en|fr)/(reset-password|verify-email)/)[A-Za-z0-9_-]+', '\1[hidden]', 'g'),
	"html" = regexp_replace("html", '(/(en|fr)/(reset-password|verify-email)/)[A-Za-z0-9_-]+', '\1[hidden]', 'g')
WHERE "status" IN ('sent', 'failed') AND ("text" ~ '/(reset-password|verify-email)/' OR "html" ~ '/(reset-password|verify-email)/');
