CREATE TABLE "availability_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "availability_version_one_row" CHECK ("availability_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "schedule_events_professional_ends_idx" ON "schedule_events" USING btree ("professional_id","ends_at","starts_at");--> statement-breakpoint
INSERT INTO "availability_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Moves the availability version once per transaction that wrote a table the search reads (decision 0113).
-- Fired by deferred constraint triggers, so at commit: the version row's lock is the transaction's last and
-- is held only for the commit (no lock-order deadlock with the rows it wrote). The transaction-local flag
-- spares the other rows of a bulk write the UPDATE.
CREATE FUNCTION "availability_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('brilho.availability_touched', true), '') <> 'on' THEN
    PERFORM set_config('brilho.availability_touched', 'on', true);
    UPDATE "availability_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "schedule_events_availability_touched" AFTER INSERT OR UPDATE OR DELETE ON "schedule_events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE TRIGGER "schedule_events_availability_truncated" AFTER TRUNCATE ON "schedule_events" FOR EACH STATEMENT EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_availability_touched" AFTER INSERT OR UPDATE OR DELETE ON "professionals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE TRIGGER "professionals_availability_truncated" AFTER TRUNCATE ON "professionals" FOR EACH STATEMENT EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_availability_touched" AFTER INSERT OR UPDATE OR DELETE ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE TRIGGER "accounts_availability_truncated" AFTER TRUNCATE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_availability_touched" AFTER INSERT OR UPDATE OR DELETE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE TRIGGER "profiles_availability_truncated" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "schedules_availability_touched" AFTER INSERT OR UPDATE OR DELETE ON "schedules" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE TRIGGER "schedules_availability_truncated" AFTER TRUNCATE ON "schedules" FOR EACH STATEMENT EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "coupons_availability_touched" AFTER INSERT OR UPDATE OR DELETE ON "coupons" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE TRIGGER "coupons_availability_truncated" AFTER TRUNCATE ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feedbacks_availability_touched" AFTER INSERT OR UPDATE OR DELETE ON "feedbacks" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE TRIGGER "feedbacks_availability_truncated" AFTER TRUNCATE ON "feedbacks" FOR EACH STATEMENT EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professional_districts_availability_touched" AFTER INSERT OR UPDATE OR DELETE ON "professional_districts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE TRIGGER "professional_districts_availability_truncated" AFTER TRUNCATE ON "professional_districts" FOR EACH STATEMENT EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "districts_availability_touched" AFTER INSERT OR UPDATE OR DELETE ON "districts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE TRIGGER "districts_availability_truncated" AFTER TRUNCATE ON "districts" FOR EACH STATEMENT EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cities_availability_touched" AFTER INSERT OR UPDATE OR DELETE ON "cities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE TRIGGER "cities_availability_truncated" AFTER TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "district_ratings_availability_touched" AFTER INSERT OR UPDATE OR DELETE ON "district_ratings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "availability_touched"();--> statement-breakpoint
CREATE TRIGGER "district_ratings_availability_truncated" AFTER TRUNCATE ON "district_ratings" FOR EACH STATEMENT EXECUTE FUNCTION "availability_touched"();
