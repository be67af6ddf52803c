ALTER TABLE "professionals" ADD COLUMN IF NOT EXISTS "pix_key" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "document_urls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_cpf_unique" UNIQUE("cpf");