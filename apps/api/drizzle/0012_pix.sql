ALTER TYPE "public"."funding_instrument_type" ADD VALUE 'pix';--> statement-breakpoint
CREATE TABLE "sandbox_pix_cobs" (
	"txid" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"key" text NOT NULL,
	"expires_in_seconds" integer,
	"due_date" date,
	"validity_days" integer,
	"payer" jsonb,
	"description" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"end_to_end_id" text,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refund_status" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_pix_cobs_location_id_unique" UNIQUE("location_id"),
	CONSTRAINT "sandbox_pix_cobs_end_to_end_id_unique" UNIQUE("end_to_end_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_pix_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funding_instruments" ADD COLUMN "pix_copy_paste" text;--> statement-breakpoint
ALTER TABLE "funding_instruments" ADD COLUMN "pix_expires_at" timestamp with time zone;