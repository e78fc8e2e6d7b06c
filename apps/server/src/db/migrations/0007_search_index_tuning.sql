DROP INDEX "search_terms_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "search_terms_length_idx" ON "search_terms" USING btree (length("term"),"term");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);