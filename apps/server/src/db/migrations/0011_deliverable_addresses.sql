CREATE TABLE "delivery_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prefix" varchar(6) NOT NULL,
	"serviceable" boolean NOT NULL,
	"cod_available" boolean NOT NULL,
	"delivery_days" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_rules_prefix_unique" UNIQUE("prefix")
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"cod_max_order_paise" integer,
	"default_delivery_days" smallint DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_single_row" CHECK ("delivery_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "full_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "phone" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_full_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_phone" varchar(10);--> statement-breakpoint
-- The shop's delivery terms: one row, every PIN code served with COD in 5 days until the owner
-- adds rules.
INSERT INTO "delivery_settings" ("id") VALUES (1);--> statement-breakpoint
-- A mobile written as people write it (+91, 91 or 0 in front, spaces, dashes) becomes its 10
-- digits; anything else is kept as it was, for the customer to correct in their profile.
CREATE FUNCTION pg_temp.indian_mobile(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substring(regexp_replace(coalesce(raw, ''), '[[:space:]-]', '', 'g')
    FROM '^(?:\+91|91|0)?([6-9][0-9]{9})$')
$$;--> statement-breakpoint
UPDATE "users" SET "mobile" = pg_temp.indian_mobile("mobile")
  WHERE pg_temp.indian_mobile("mobile") IS NOT NULL AND "mobile" <> pg_temp.indian_mobile("mobile");--> statement-breakpoint
-- Existing addresses and orders were for the account holder: their name and mobile.
UPDATE "addresses" a SET
  "full_name" = left(coalesce(nullif(trim(u."first_name" || ' ' || u."last_name"), ''), u."username"), 100),
  "phone" = pg_temp.indian_mobile(u."mobile")
  FROM "users" u WHERE u."id" = a."user_id";--> statement-breakpoint
UPDATE "orders" o SET
  "ship_full_name" = left(coalesce(nullif(trim(u."first_name" || ' ' || u."last_name"), ''), u."username"), 100),
  "ship_phone" = pg_temp.indian_mobile(u."mobile")
  FROM "users" u WHERE u."id" = o."user_id";--> statement-breakpoint
-- A state that is an official name in another case or spacing takes the official spelling; any
-- other is kept, and the address is flagged (needsUpdate) for the customer to fix.
UPDATE "addresses" a SET "state" = s.name
  FROM (VALUES
  ('Jammu and Kashmir'),
  ('Himachal Pradesh'),
  ('Punjab'),
  ('Chandigarh'),
  ('Uttarakhand'),
  ('Haryana'),
  ('Delhi'),
  ('Rajasthan'),
  ('Uttar Pradesh'),
  ('Bihar'),
  ('Sikkim'),
  ('Arunachal Pradesh'),
  ('Nagaland'),
  ('Manipur'),
  ('Mizoram'),
  ('Tripura'),
  ('Meghalaya'),
  ('Assam'),
  ('West Bengal'),
  ('Jharkhand'),
  ('Odisha'),
  ('Chhattisgarh'),
  ('Madhya Pradesh'),
  ('Gujarat'),
  ('Dadra and Nagar Haveli and Daman and Diu'),
  ('Maharashtra'),
  ('Karnataka'),
  ('Goa'),
  ('Lakshadweep'),
  ('Kerala'),
  ('Tamil Nadu'),
  ('Puducherry'),
  ('Andaman and Nicobar Islands'),
  ('Telangana'),
  ('Andhra Pradesh'),
  ('Ladakh')
  ) AS s(name)
  WHERE lower(regexp_replace(trim(a."state"), '[[:space:]]+', ' ', 'g')) = lower(s.name)
    AND a."state" <> s.name;--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "full_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ship_full_name" DROP DEFAULT;
