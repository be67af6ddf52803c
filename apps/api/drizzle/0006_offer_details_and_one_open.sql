ALTER TABLE "order_offers" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "order_offers" ADD COLUMN "should_include_products" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_offers_one_open_per_customer" ON "order_offers" USING btree ("customer_id") WHERE "order_offers"."status" = 'open';--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_description_length" CHECK (char_length("order_offers"."description") <= 980);