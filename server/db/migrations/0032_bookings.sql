CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp (3) with time zone,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('booked', 'cancelled', 'no_show')),
	CONSTRAINT "bookings_time_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_starts_idx" ON "bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_contact_idx" ON "bookings" USING btree ("contact_id");--> statement-breakpoint
-- ---- Hand-written (decision 127): not expressible in drizzle's schema. ----
-- Two visitors on one slot: exactly one wins, by the database. A person's booked calls may not
-- overlap (any start, not just the same one: hours may change between two bookings). btree_gist lets
-- the GiST index compare user_id with =; a trusted extension (the database owner may create it), and
-- PGlite loads it at every open (server/db/pglite-open.ts pgliteExtensions).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
	EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" = 'booked');
-- ---- End of hand-written ----
