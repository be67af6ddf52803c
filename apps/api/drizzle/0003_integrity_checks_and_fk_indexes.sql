ALTER TABLE "orders" DROP CONSTRAINT "orders_schedule_event_id_schedule_events_id_fk";
--> statement-breakpoint
DROP INDEX "order_has_preferences_order_idx";--> statement-breakpoint
DROP INDEX "subscriptions_customer_idx";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_schedule_event_id_schedule_events_id_fk" FOREIGN KEY ("schedule_event_id") REFERENCES "public"."schedule_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_terms_of_use_terms_idx" ON "accounts_terms_of_use" USING btree ("terms_of_use_id");--> statement-breakpoint
CREATE INDEX "coupon_districts_district_idx" ON "coupon_districts" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "coupons_professional_idx" ON "coupons" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "order_offer_willing_professionals_professional_idx" ON "order_offer_willing_professionals" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "order_offers_customer_idx" ON "order_offers" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_offers_address_idx" ON "order_offers" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "order_offers_order_idx" ON "order_offers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "order_has_preferences_field_idx" ON "order_has_preferences" USING btree ("configurable_field_id");--> statement-breakpoint
CREATE INDEX "orders_address_idx" ON "orders" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "orders_cycle_idx" ON "orders" USING btree ("cycle_id");--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_schedule_event_idx" ON "orders" USING btree ("schedule_event_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_account_idx" ON "idempotency_keys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "addresses_district_idx" ON "addresses" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "schedule_events_schedule_idx" ON "schedule_events" USING btree ("schedule_id","starts_at");--> statement-breakpoint
CREATE INDEX "schedule_events_order_idx" ON "schedule_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cycles_status_idx" ON "cycles" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "subscriptions_professional_idx" ON "subscriptions" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "subscriptions_address_idx" ON "subscriptions" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id","starts_at");--> statement-breakpoint
ALTER TABLE "configurable_field_options" ADD CONSTRAINT "configurable_field_options_once" UNIQUE("configurable_field_id","key");--> statement-breakpoint
ALTER TABLE "order_has_preferences" ADD CONSTRAINT "order_has_preferences_once" UNIQUE("order_id","configurable_field_id");--> statement-breakpoint
ALTER TABLE "bad_addresses" ADD CONSTRAINT "bad_addresses_once" UNIQUE("zip_code","street_number");--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_order_id_unique" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_email_lowercase" CHECK ("accounts"."email" = lower("accounts"."email"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_value_range" CHECK ("coupons"."value" > 0 AND ("coupons"."value_type" <> 'PERCENTAGE' OR "coupons"."value" <= 100));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_discount_positive" CHECK ("coupons"."max_discount" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_uses_positive" CHECK ("coupons"."max_uses" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_weekdays_iso" CHECK ("coupons"."weekdays" <@ ARRAY[1, 2, 3, 4, 5, 6, 7]);--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_duration_positive" CHECK ("order_offers"."duration_hours" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_description_length" CHECK (char_length("orders"."description") <= 980);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ends_after_start" CHECK ("orders"."ends_at" > "orders"."starts_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_duration_positive" CHECK ("orders"."duration_hours" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."subtotal" >= 0 AND "orders"."discount" >= 0 AND "orders"."total" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts_not_negative" CHECK ("payments"."amount" >= 0 AND "payments"."consumed_account_balance" >= 0);--> statement-breakpoint
ALTER TABLE "district_pricings" ADD CONSTRAINT "district_pricings_not_negative" CHECK ("district_pricings"."price" >= 0 AND "district_pricings"."price_per_hour" >= 0 AND "district_pricings"."fee" >= 0 AND "district_pricings"."fee_per_hour" >= 0);--> statement-breakpoint
ALTER TABLE "district_ratings" ADD CONSTRAINT "district_ratings_range" CHECK (0 <= "district_ratings"."rating_min" AND "district_ratings"."rating_min" <= "district_ratings"."rating_max" AND "district_ratings"."rating_max" <= 500);--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_rating_range" CHECK ("feedbacks"."rating" BETWEEN 0 AND 5);--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_rating_range" CHECK ("professionals"."rating" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_counts_not_negative" CHECK ("professionals"."completed_orders_count" >= 0 AND "professionals"."total_feedbacks_count" >= 0);--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_ends_after_start" CHECK ("schedule_events"."ends_at" > "schedule_events"."starts_at");--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_ends_after_start" CHECK ("cycles"."ends_at" > "cycles"."starts_at");--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_amounts_not_negative" CHECK ("cycles"."subtotal" >= 0 AND "cycles"."total" >= 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_duration_positive" CHECK ("subscriptions"."order_duration" > 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_emission_day" CHECK ("subscriptions"."payment_emission_day" BETWEEN 1 AND 31);