ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_name_per_state" UNIQUE("state_id","display_name");--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_name_per_city" UNIQUE("city_id","display_name");