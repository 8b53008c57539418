CREATE TABLE "missing_paths" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "missing_paths_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to_target" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_name" text DEFAULT '' NOT NULL,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" IN (301, 302, 410)),
	CONSTRAINT "redirects_target_check" CHECK (("redirects"."status" = 410) = ("redirects"."to_target" = ''))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "bounce_reason" text DEFAULT '' NOT NULL;