CREATE TABLE "search_postings" (
	"lexeme" text NOT NULL,
	"product_id" uuid NOT NULL,
	"in_name" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_postings_product_id_lexeme_pk" PRIMARY KEY("product_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The products that exist already, before the index is built (one sort instead of many inserts).
INSERT INTO "search_postings" ("lexeme", "product_id", "in_name", "created_at")
SELECT l.lexeme, p.id, l.lexeme = ANY (tsvector_to_array(p.name_vector)), p.created_at
FROM "products" p, unnest(tsvector_to_array(p.search_vector)) AS l(lexeme);--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("lexeme" collate "C","in_name" DESC NULLS LAST,"created_at" DESC NULLS LAST,"product_id");