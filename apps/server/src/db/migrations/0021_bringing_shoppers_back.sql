CREATE TYPE "public"."mail_kind" AS ENUM('STOCK_ALERT', 'CART_REMINDER', 'REVIEW_INVITATION');--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"email" varchar(254) NOT NULL,
	"kind" "mail_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_email_kind_pk" PRIMARY KEY("email","kind")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"email" varchar(254) NOT NULL,
	"user_id" uuid,
	"due_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" "mail_kind";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "skipped_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_key" ON "stock_alerts" USING btree ("variant_id","email") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("due_at","created_at") WHERE "stock_alerts"."due_at" is not null and "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("email");--> statement-breakpoint
-- A size back in stock, by whatever path (the catalogue editor, a return received, an order
-- cancelled or expired): the alerts waiting for it become due, and the dispatcher mails them.
CREATE OR REPLACE FUNCTION mark_stock_alerts_due() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_alerts SET due_at = now()
  WHERE variant_id = NEW.id AND notified_at IS NULL AND due_at IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_back_in_stock
  AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN (OLD.stock = 0 AND NEW.stock > 0)
  EXECUTE FUNCTION mark_stock_alerts_due();
--> statement-breakpoint
-- carts.changed_at follows its lines, whoever changes them; statement-level, so checkout
-- emptying a cart touches it once.
CREATE OR REPLACE FUNCTION touch_carts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE carts SET changed_at = now()
  WHERE id IN (SELECT DISTINCT cart_id FROM changed_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cart_items_changed_insert
  AFTER INSERT ON cart_items REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_carts_changed();
--> statement-breakpoint
CREATE TRIGGER cart_items_changed_update
  AFTER UPDATE ON cart_items REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_carts_changed();
--> statement-breakpoint
CREATE TRIGGER cart_items_changed_delete
  AFTER DELETE ON cart_items REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_carts_changed();
