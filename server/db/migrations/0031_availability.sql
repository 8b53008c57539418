CREATE TABLE "call_availability" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"takes_calls" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"notice_minutes" integer DEFAULT 0 NOT NULL,
	"horizon_days" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_availability_buffer_check" CHECK ("call_availability"."buffer_minutes" BETWEEN 0 AND 240),
	CONSTRAINT "call_availability_notice_check" CHECK ("call_availability"."notice_minutes" BETWEEN 0 AND 20160),
	CONSTRAINT "call_availability_horizon_check" CHECK ("call_availability"."horizon_days" BETWEEN 1 AND 60)
);
--> statement-breakpoint
ALTER TABLE "call_availability" ADD CONSTRAINT "call_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;