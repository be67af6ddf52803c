CREATE TYPE "public"."ledger_account_kind" AS ENUM('gateway_clearing', 'orders_held', 'customer_wallet', 'platform_revenue', 'professional_payable', 'refunds_payable', 'payouts_in_transit', 'opening_balances');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('proposed', 'approved', 'paid', 'failed');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"cycle_id" uuid,
	"payment_id" uuid,
	"payout_id" uuid,
	"professional_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_date" text NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_run_date_unique" UNIQUE("run_date")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"pix_key" text,
	"status" "payout_status" DEFAULT 'proposed' NOT NULL,
	"failure_reason" text,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN IF NOT EXISTS "pix_key" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_kind_owner_idx" ON "ledger_accounts" USING btree ("kind","owner_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_payment_idx" ON "ledger_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_payout_idx" ON "ledger_transactions" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_occurred_idx" ON "ledger_transactions" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "payouts_professional_idx" ON "payouts" USING btree ("professional_id","created_at");--> statement-breakpoint
-- hand-written
-- Every ledger transaction balances, checked once more at COMMIT (the code checks before the INSERT), and
-- entries are never changed or removed: a mistake is corrected by another posting.
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS ledger_entries_balanced ON ledger_entries;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = '23514';
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS ledger_entries_append_only ON ledger_entries;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();--> statement-breakpoint
-- Wallet balances that existed before the ledger get their opening entries (once: keyed like the seed's).
INSERT INTO ledger_accounts (code, kind) VALUES ('opening_balances', 'opening_balances')
  ON CONFLICT (code) DO NOTHING;--> statement-breakpoint
INSERT INTO ledger_accounts (code, kind, owner_id)
  SELECT 'customer_wallet:' || account_id, 'customer_wallet', account_id FROM wallets WHERE available_to_use > 0
  ON CONFLICT (code) DO NOTHING;--> statement-breakpoint
INSERT INTO ledger_transactions (key, kind, occurred_at)
  SELECT 'wallet:' || account_id || ':opening', 'opening_balance', now() FROM wallets WHERE available_to_use > 0
  ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
INSERT INTO ledger_entries (transaction_id, account_id, amount)
  SELECT t.id, a.id, side.amount
  FROM wallets w
  JOIN ledger_transactions t ON t.key = 'wallet:' || w.account_id || ':opening'
  CROSS JOIN LATERAL (VALUES ('customer_wallet:' || w.account_id, -w.available_to_use),
                             ('opening_balances', w.available_to_use)) AS side(code, amount)
  JOIN ledger_accounts a ON a.code = side.code
  WHERE w.available_to_use > 0
    AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id);
