CREATE TABLE "gateway_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"first6" text NOT NULL,
	"last4" text NOT NULL,
	"holder" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"card_id" text,
	"outcome" text,
	"line_code" text,
	"barcode" text,
	"due_date" date,
	"payer" jsonb,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_orders_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_used_hashes" (
	"digest" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit_card_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_cards_customer_idx" ON "sandbox_gateway_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_charges_order_idx" ON "sandbox_gateway_charges" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "telemetry_events_one_per_order" ON "telemetry_events" USING btree ("name","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_payable" ON "payments" USING btree ("payable_type","payable_id") WHERE "payments"."status" IN ('created', 'waiting', 'in_analysis', 'pre_authorized', 'authorized', 'settled', 'available_for_withdrawal', 'requested');