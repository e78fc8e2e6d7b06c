-- products.min_price_paise and products.total_stock follow their variants, whoever changes them
-- (the catalogue editor, an order, a cancellation). Statement-level, so a bulk insert of
-- variants updates each product once.
CREATE OR REPLACE FUNCTION refresh_product_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
  SET min_price_paise = coalesce(s.min_price, 0),
      total_stock = coalesce(s.stock, 0)
  FROM (
    SELECT c.product_id,
           (SELECT min(v.original_price_paise) FROM product_variants v WHERE v.product_id = c.product_id) AS min_price,
           (SELECT sum(v.stock) FROM product_variants v WHERE v.product_id = c.product_id) AS stock
    FROM (SELECT DISTINCT product_id FROM changed_rows) c
  ) s
  WHERE p.id = s.product_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_summary_insert
  AFTER INSERT ON product_variants REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_summaries();
--> statement-breakpoint
CREATE TRIGGER product_variants_summary_update
  AFTER UPDATE ON product_variants REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_summaries();
--> statement-breakpoint
CREATE TRIGGER product_variants_summary_delete
  AFTER DELETE ON product_variants REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_summaries();
