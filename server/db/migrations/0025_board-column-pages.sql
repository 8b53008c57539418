-- The lead board's columns (decision 113): one status by next action (none last as 'infinity'), then id, so a
-- column's first page and each keyset page after a cursor are one index range.
CREATE INDEX "contacts_board_idx" ON "contacts" USING btree ("status",coalesce("next_action_on", 'infinity'::date),"id");