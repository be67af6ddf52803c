CREATE TABLE "order_history_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_history_version_one_row" CHECK ("order_history_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "order_history_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Moves the order history version once per transaction that wrote a table the order history page reads
-- (decision 0127), as availability_touched does for the search (migration 0019): deferred constraint
-- triggers, so at commit and after every other lock the transaction took; the transaction-local flag spares
-- the other rows of a bulk write the UPDATE. A transaction that writes a table only the search reads (feedbacks,
-- districts…) and one only the order history reads (orders, payments…) moves both version rows at commit, in
-- the order its writes came: so the availability row is always locked first (here without moving it), else two
-- such transactions writing in opposite orders could each hold one row and wait for the other.
CREATE FUNCTION "order_history_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('brilho.order_history_touched', true), '') <> 'on' THEN
    PERFORM set_config('brilho.order_history_touched', 'on', true);
    PERFORM 1 FROM "availability_version" WHERE "id" = 1 FOR UPDATE;
    UPDATE "order_history_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "orders_order_history_truncated" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "payments_order_history_truncated" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "funding_instruments_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "funding_instruments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "funding_instruments_order_history_truncated" AFTER TRUNCATE ON "funding_instruments" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "schedule_events_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "schedule_events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "schedule_events_order_history_truncated" AFTER TRUNCATE ON "schedule_events" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "professionals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "professionals_order_history_truncated" AFTER TRUNCATE ON "professionals" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "accounts_order_history_truncated" AFTER TRUNCATE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "profiles_order_history_truncated" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "schedules_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "schedules" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "schedules_order_history_truncated" AFTER TRUNCATE ON "schedules" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "coupons_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "coupons" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "coupons_order_history_truncated" AFTER TRUNCATE ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "addresses_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "addresses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "addresses_order_history_truncated" AFTER TRUNCATE ON "addresses" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "phones_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "phones" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "phones_order_history_truncated" AFTER TRUNCATE ON "phones" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cycles_order_history_touched" AFTER INSERT OR UPDATE OR DELETE ON "cycles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_history_touched"();--> statement-breakpoint
CREATE TRIGGER "cycles_order_history_truncated" AFTER TRUNCATE ON "cycles" FOR EACH STATEMENT EXECUTE FUNCTION "order_history_touched"();
