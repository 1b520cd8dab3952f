CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_one_ck" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "product_view" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"variant" text NOT NULL,
	"version" bigint NOT NULL,
	"shape" text NOT NULL,
	"head" text NOT NULL,
	"mid" text NOT NULL,
	"tail" text NOT NULL,
	CONSTRAINT "product_view_product_id_lang_variant_pk" PRIMARY KEY("product_id","lang","variant")
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- ADR 349: every statement that writes a table a product view is made of moves the catalogue
-- version in the same transaction (an upsert: the row comes back if it was ever deleted).
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 2)
  ON CONFLICT ("id") DO UPDATE SET "version" = "catalogue_version"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product', 'product_translation', 'product_nutrition', 'tag', 'product_tag',
    'product_cooking_instruction', 'cooking_instruction_type', 'product_video', 'product_week_number',
    'product_franchise', 'subsidy_product_day', 'subsidy_product_price', 'product_side', 'lunch_box_choice', 'container']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"()',
      t || '_catalogue_version', t);
  END LOOP;
END
$$;
