-- Custom migration: row_counts kept by statement-level triggers (one row change per statement and
-- status, not per row), then backfilled. The staff lists read counts here instead of count(*).
CREATE OR REPLACE FUNCTION row_counts_add(p_list text, p_key text, p_n bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO row_counts (list, key, n) VALUES (p_list, p_key, p_n)
  ON CONFLICT (list, key) DO UPDATE SET n = row_counts.n + excluded.n;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contacts_counts_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statuses in one fixed order so concurrent writers lock the counter rows alike (no deadlock).
  IF TG_OP = 'INSERT' THEN
    PERFORM row_counts_add('contacts', d.status, d.n)
      FROM (SELECT status, count(*) AS n FROM new_rows GROUP BY status ORDER BY status) d;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM row_counts_add('contacts', d.status, -d.n)
      FROM (SELECT status, count(*) AS n FROM old_rows GROUP BY status ORDER BY status) d;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM row_counts_add('contacts', d.status, d.n)
      FROM (SELECT status, sum(delta) AS n
              FROM (SELECT status, 1 AS delta FROM new_rows UNION ALL SELECT status, -1 FROM old_rows) x
             GROUP BY status HAVING sum(delta) <> 0 ORDER BY status) d;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE list = 'contacts';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_counts_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contacts_counts_after();
--> statement-breakpoint
CREATE TRIGGER contacts_counts_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contacts_counts_after();
--> statement-breakpoint
CREATE TRIGGER contacts_counts_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contacts_counts_after();
--> statement-breakpoint
CREATE TRIGGER contacts_counts_truncate AFTER TRUNCATE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION contacts_counts_after();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscriptions_counts_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM row_counts_add('subscriptions', '', (SELECT count(*) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM row_counts_add('subscriptions', '', -(SELECT count(*) FROM old_rows));
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE list = 'subscriptions';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_counts_insert AFTER INSERT ON subscriptions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_counts_after();
--> statement-breakpoint
CREATE TRIGGER subscriptions_counts_delete AFTER DELETE ON subscriptions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_counts_after();
--> statement-breakpoint
CREATE TRIGGER subscriptions_counts_truncate AFTER TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_counts_after();
--> statement-breakpoint
-- Backfill what is already there.
DELETE FROM row_counts;
--> statement-breakpoint
INSERT INTO row_counts (list, key, n) SELECT 'contacts', status, count(*) FROM contacts GROUP BY status;
--> statement-breakpoint
INSERT INTO row_counts (list, key, n) SELECT 'subscriptions', '', count(*) FROM subscriptions;
