ALTER TABLE "categories" ADD COLUMN "name_hi" varchar(80);--> statement-breakpoint
ALTER TABLE "legal_pages" ADD COLUMN "title_hi" varchar(200);--> statement-breakpoint
ALTER TABLE "legal_pages" ADD COLUMN "content_hi" text;