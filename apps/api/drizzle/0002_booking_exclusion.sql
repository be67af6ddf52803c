-- No double booking, enforced by the database: two booked ranges of one professional may not overlap.
-- Adjacent ranges ([10h,12h) and [12h,14h)) are fine; available windows may overlap freely.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "schedule_events"
  ADD CONSTRAINT "schedule_events_no_double_booking"
  EXCLUDE USING gist ("professional_id" WITH =, "during" WITH &&) WHERE ("status" = 'booked');
