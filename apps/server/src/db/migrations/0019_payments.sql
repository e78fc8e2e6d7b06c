CREATE TYPE "public"."return_to_origin_reason" AS ENUM('REFUSED_AT_DOOR', 'UNREACHABLE', 'ADDRESS_NOT_FOUND', 'OTHER');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'UPI';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'AWAITING_PAYMENT';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'VERIFYING';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'FAILED';--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "upi_id" varchar(330);--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "upi_payee_name" varchar(50);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_utr" varchar(12);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upi_payment_uri" varchar(800);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_to_origin_reason" "return_to_origin_reason";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_amount_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_upi_id" varchar(330);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_recorded_by_users_id_fk" FOREIGN KEY ("payment_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_confirmed_by_users_id_fk" FOREIGN KEY ("cod_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_expires_idx" ON "orders" USING btree ("payment_expires_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_utr_unique" UNIQUE("payment_utr");