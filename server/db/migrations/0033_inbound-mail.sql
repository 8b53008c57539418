ALTER TABLE "lead_messages" ADD COLUMN "direction" text DEFAULT 'out' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "from_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;