CREATE TYPE "public"."product_status" AS ENUM('ACTIVE', 'DRAFT');--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "grievance_officer_name" varchar(100);--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "grievance_officer_email" varchar(254);--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "grievance_officer_phone" varchar(10);--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sku" varchar(40);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" "product_status" DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_lower_key" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at" DESC NULLS LAST,"id");