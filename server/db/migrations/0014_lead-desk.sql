-- Issue 26, the lead desk. pg_trgm (a trusted extension: the database owner may create it; PGlite loads
-- it at every open, server/db/pglite-open.ts pgliteExtensions) backs the list's search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "lead_search" (
	"contact_id" uuid PRIMARY KEY NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_id" uuid,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contact_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"reply_to" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"message_id" text NOT NULL,
	"saved_reply_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_messages_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
DROP INDEX "contacts_created_idx";--> statement-breakpoint
DROP INDEX "contacts_owner_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_new_leads" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_assignments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "value" bigint;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_response_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "reference" text GENERATED ALWAYS AS ('L-' || upper(substr(id::text, 25, 4) || '-' || substr(id::text, 29, 4) || '-' || substr(id::text, 33, 4))) STORED;--> statement-breakpoint
ALTER TABLE "lead_search" ADD CONSTRAINT "lead_search_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_saved_reply_id_saved_replies_id_fk" FOREIGN KEY ("saved_reply_id") REFERENCES "public"."saved_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_messages_contact_idx" ON "lead_messages" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "contacts_owner_status_idx" ON "contacts" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "contacts_owner_next_action_idx" ON "contacts" USING btree ("owner_id","next_action_on","id") WHERE "contacts"."status" in ('new', 'contacted', 'qualified', 'proposal');--> statement-breakpoint
CREATE INDEX "contacts_next_action_idx" ON "contacts" USING btree ("next_action_on","id");--> statement-breakpoint
CREATE INDEX "contacts_unassigned_new_idx" ON "contacts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contacts"."owner_id" is null and "contacts"."status" = 'new';--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ((lower("name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "contacts_status_rank_idx" ON "contacts" USING btree (array_position('{new,contacted,qualified,proposal,won,lost,spam}'::text[], "status"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_awaiting_response_idx" ON "contacts" USING btree ("created_at") WHERE "contacts"."status" = 'new' and "contacts"."first_response_at" is null and "contacts"."escalated_at" is null;
--> statement-breakpoint
-- Custom part. The search text of a lead, lower-cased: what `q` matches (ILIKE '%q%' backed by trigrams).
CREATE FUNCTION lead_search_doc(c contacts) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', c.name, c.email, c.company, c.reference, c.phone, left(c.message, 2000)))
$$;
--> statement-breakpoint
-- Inserts (group commits, seeds) as one statement-level trigger over the transition table, like 0008's counters.
CREATE FUNCTION lead_search_insert_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_search (contact_id, doc) SELECT n.id, lead_search_doc(n) FROM new_rows n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_search_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_search_insert_after();
--> statement-breakpoint
-- Text edits (rare: an erasure, a correction) per row. PostgreSQL refuses transition tables on a trigger
-- with a column list, and the column list is what keeps status/owner/version updates (bulk) from firing it.
CREATE FUNCTION lead_search_update_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lead_search SET doc = lead_search_doc(NEW) WHERE contact_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_search_update AFTER UPDATE OF name, email, company, phone, message ON contacts
  FOR EACH ROW WHEN (lead_search_doc(OLD) IS DISTINCT FROM lead_search_doc(NEW)) EXECUTE FUNCTION lead_search_update_after();
--> statement-breakpoint
INSERT INTO lead_search (contact_id, doc) SELECT c.id, lead_search_doc(c) FROM contacts c;
--> statement-breakpoint
-- After the backfill: one index build instead of one insert per row.
CREATE INDEX "lead_search_doc_trgm_idx" ON "lead_search" USING gin ("doc" gin_trgm_ops);
--> statement-breakpoint
-- Backfills. First responses from the history: the first move out of "new" to anything but spam.
UPDATE contacts c SET first_response_at = h.at, first_response_by_name = h.who
  FROM (SELECT DISTINCT ON (contact_id) contact_id, created_at AS at, actor_name AS who
          FROM lead_history
         WHERE kind = 'status' AND from_value = 'new' AND to_value <> 'spam'
         ORDER BY contact_id, created_at) h
 WHERE h.contact_id = c.id;
--> statement-breakpoint
-- Leads already waiting count as escalated: no flood of escalation mail on the upgrade.
UPDATE contacts SET escalated_at = now() WHERE status = 'new' AND first_response_at IS NULL;
