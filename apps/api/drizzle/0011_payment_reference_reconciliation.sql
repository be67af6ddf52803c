-- Our own reference for every payment, known before the gateway is called: existing rows
-- get their uuid without dashes, as new ones do.
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "payments" SET "reference" = replace("id"::text, '-', '');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "reference" SET DEFAULT replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attempt_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" IN ('created', 'waiting', 'in_analysis', 'pre_authorized', 'authorized', 'requested') OR "payments"."refund_due_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD CONSTRAINT "sandbox_gateway_charges_reference_unique" UNIQUE("reference");
