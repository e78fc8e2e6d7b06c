CREATE TABLE "credit_note_counters" (
	"financial_year" varchar(5) PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_note_documents" (
	"return_request_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_request_items" ADD COLUMN "refund_paise" integer;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "credit_note_number" varchar(16);--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "credit_note_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "credit_note_seller" jsonb;--> statement-breakpoint
ALTER TABLE "credit_note_documents" ADD CONSTRAINT "credit_note_documents_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_credit_note_number_unique" UNIQUE("credit_note_number");