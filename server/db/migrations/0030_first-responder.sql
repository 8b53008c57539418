ALTER TABLE "contacts" ADD COLUMN "first_response_by" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_first_response_by_users_id_fk" FOREIGN KEY ("first_response_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Custom part (decision 124): who gave the first response of the leads answered before this migration.
-- 1. A bulk move out of "new" stamped the time but not the name: its history line, written with the
--    same timestamp, names the person (and their id, while they exist).
UPDATE contacts c SET first_response_by_name = h.actor_name, first_response_by = u.id
FROM lead_history h LEFT JOIN users u ON u.id = h.actor_id
WHERE c.first_response_at IS NOT NULL AND c.first_response_by_name = ''
  AND h.contact_id = c.id AND h.kind = 'status' AND h.from_value = 'new' AND h.created_at = c.first_response_at;
--> statement-breakpoint
-- 2. Otherwise the stamped name, when exactly one user has it now; no such user (deleted, renamed,
--    "System") or two of them: null, an unknown person, and the name stays as it was.
UPDATE contacts c SET first_response_by = u.id
FROM users u
WHERE c.first_response_at IS NOT NULL AND c.first_response_by IS NULL AND c.first_response_by_name <> ''
  AND u.name = c.first_response_by_name
  AND NOT EXISTS (SELECT 1 FROM users other WHERE other.name = u.name AND other.id <> u.id);
