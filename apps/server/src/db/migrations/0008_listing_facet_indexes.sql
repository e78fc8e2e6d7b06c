DROP INDEX "product_variants_product_idx";--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING btree ("category_id","total_stock","id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position","size","stock","original_price_paise");