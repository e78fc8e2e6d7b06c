CREATE TABLE "invoice_counters" (
	"financial_year" varchar(5) PRIMARY KEY NOT NULL,
	"prefix" varchar(3) NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "legal_name" varchar(200);--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "gstin" varchar(15);--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "state_code" varchar(2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" varchar(8);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_percent" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" varchar(16);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_seller" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" varchar(8);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_percent" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
-- Orders delivered before invoices existed get their numbers now, within each financial year
-- (April to March, India time: UTC+05:30, no daylight saving) in the order they were delivered,
-- so every delivered sale has an invoice, issued by the company as its details stand now. The
-- series is the shop name's initials, as for new ones.
-- An exchange's replacement order (nothing paid) is not a sale and gets none.
WITH words AS (
  SELECT substring(word FROM '[A-Za-z]') AS initial, n
  FROM regexp_split_to_table(
    coalesce((SELECT name FROM company WHERE id = 1), 'Little Sprouts'), '\s+'
  ) WITH ORDINALITY AS t(word, n)
), shop AS (
  SELECT coalesce(nullif(upper(left(string_agg(initial, '' ORDER BY n), 3)), ''), 'INV') AS prefix
  FROM words
), seller AS (
  SELECT jsonb_build_object(
    'name', coalesce(c.name, 'Little Sprouts'), 'legalName', c.legal_name,
    'address', coalesce(c.address, ''), 'pincode', coalesce(c.pincode, ''),
    'phone', coalesce(c.phone, ''), 'email', coalesce(c.email, ''),
    'gstin', c.gstin, 'stateCode', c.state_code
  ) AS details
  FROM (SELECT 1) one LEFT JOIN company c ON c.id = 1
), delivered AS (
  SELECT o.id, o.delivered_on, y.start_year,
    row_number() OVER (PARTITION BY y.start_year ORDER BY o.delivered_on, o.created_at, o.id) AS n
  FROM orders o,
    LATERAL (
      SELECT extract(year FROM (o.delivered_on AT TIME ZONE 'UTC') + interval '330 minutes' - interval '3 months')::int AS start_year
    ) y
  WHERE o.delivery_status = 'DELIVERED' AND o.delivered_on IS NOT NULL AND o.order_total_paise > 0
)
UPDATE orders SET
  invoice_number = shop.prefix || '/' || lpad((delivered.start_year % 100)::text, 2, '0') || '-'
    || lpad(((delivered.start_year + 1) % 100)::text, 2, '0') || '/' || lpad(delivered.n::text, 6, '0'),
  invoice_date = delivered.delivered_on,
  invoice_seller = seller.details
FROM delivered, shop, seller
WHERE orders.id = delivered.id;--> statement-breakpoint
INSERT INTO invoice_counters (financial_year, prefix, last_number)
SELECT split_part(invoice_number, '/', 2), min(split_part(invoice_number, '/', 1)),
  max(split_part(invoice_number, '/', 3)::int)
FROM orders WHERE invoice_number IS NOT NULL
GROUP BY split_part(invoice_number, '/', 2);
