CREATE TYPE "public"."return_reason" AS ENUM('SIZE_TOO_SMALL', 'SIZE_TOO_LARGE', 'DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'CHANGED_MIND');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."return_type" AS ENUM('RETURN', 'EXCHANGE');--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "delivery_status" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_request_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_request_id" uuid NOT NULL,
	"status" "return_status" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_request_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" "return_reason" NOT NULL,
	"exchange_variant_id" uuid,
	"exchange_size" varchar(30),
	"exchange_color" varchar(40),
	CONSTRAINT "return_request_items_quantity_positive" CHECK ("return_request_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_number" varchar(20) NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "return_status" DEFAULT 'REQUESTED' NOT NULL,
	"type" "return_type" NOT NULL,
	"note" varchar(500),
	"admin_note" varchar(500),
	"refund_upi_id" varchar(330),
	"refund_amount_paise" integer,
	"replacement_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_request_number_unique" UNIQUE("request_number"),
	CONSTRAINT "return_requests_refund_not_negative" CHECK ("return_requests"."refund_amount_paise" is null or "return_requests"."refund_amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" varchar(60);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar(60);--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_history" ADD CONSTRAINT "return_request_history_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_items" ADD CONSTRAINT "return_request_items_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_items" ADD CONSTRAINT "return_request_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_items" ADD CONSTRAINT "return_request_items_exchange_variant_id_product_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "return_request_history_request_idx" ON "return_request_history" USING btree ("return_request_id","at");--> statement-breakpoint
CREATE INDEX "return_request_items_request_idx" ON "return_request_items" USING btree ("return_request_id");--> statement-breakpoint
CREATE INDEX "return_request_items_order_item_idx" ON "return_request_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_user_created_idx" ON "return_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_requests_status_created_idx" ON "return_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_requests_created_idx" ON "return_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_replacement_idx" ON "return_requests" USING btree ("replacement_order_id");--> statement-breakpoint
-- Orders placed before the timeline existed: their placing, and the status they have now.
INSERT INTO "order_status_history" ("order_id", "status", "at")
SELECT "id", 'PENDING', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_status_history" ("order_id", "status", "at")
SELECT "id", "delivery_status", coalesce("delivered_on", "updated_at") FROM "orders"
WHERE "delivery_status" <> 'PENDING';--> statement-breakpoint
UPDATE "orders" SET "shipped_on" = "updated_at"
WHERE "delivery_status" IN ('SHIPPED', 'DELIVERED') AND "shipped_on" IS NULL;
