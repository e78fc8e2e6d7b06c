CREATE TYPE "public"."language" AS ENUM('en', 'hi');--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;