CREATE TABLE "professional_weekly_hours" (
	"professional_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_hour" integer NOT NULL,
	"end_hour" integer NOT NULL,
	CONSTRAINT "professional_weekly_hours_professional_id_weekday_pk" PRIMARY KEY("professional_id","weekday"),
	CONSTRAINT "professional_weekly_hours_weekday" CHECK ("professional_weekly_hours"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "professional_weekly_hours_hours" CHECK ("professional_weekly_hours"."start_hour" >= 0 AND "professional_weekly_hours"."end_hour" <= 24 AND "professional_weekly_hours"."end_hour" > "professional_weekly_hours"."start_hour")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "reference_month" date NOT NULL;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "gateway_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "origin_order_id" uuid;--> statement-breakpoint
ALTER TABLE "professional_weekly_hours" ADD CONSTRAINT "professional_weekly_hours_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_origin_order_id_orders_id_fk" FOREIGN KEY ("origin_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_one_per_month" UNIQUE("subscription_id","reference_month");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_one_per_origin_order" UNIQUE("origin_order_id");