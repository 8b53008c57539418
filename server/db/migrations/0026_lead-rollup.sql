CREATE TABLE "analytics_leads" (
	"hour" timestamp with time zone NOT NULL,
	"landing_path" text NOT NULL,
	"source" text NOT NULL,
	"leads" integer NOT NULL,
	"won" integer NOT NULL,
	"won_value" bigint NOT NULL,
	CONSTRAINT "analytics_leads_hour_landing_path_source_pk" PRIMARY KEY("hour","landing_path","source")
);
--> statement-breakpoint
-- Custom part (decision 121). A lead's keys on the dashboard, one definition for the triggers and the
-- dashboard's part-hour: the path of its first-touch page ('' when it has none) and its source
-- (contract/analytics.ts sourceKey: utm_source, else the referrer's host, else direct).
CREATE FUNCTION lead_landing_path(landing_page text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN landing_page = '' THEN ''
    ELSE coalesce(nullif(regexp_replace(landing_page, '^[A-Za-z][A-Za-z0-9+.-]*://[^/]+|[?#].*$', '', 'g'), ''), '/') END
$$;
--> statement-breakpoint
CREATE FUNCTION lead_source(utm_source text, referrer text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    nullif(lower(utm_source), ''),
    nullif(regexp_replace(coalesce(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)'), ''), '^www\.', ''), ''),
    'direct')
$$;
--> statement-breakpoint
CREATE FUNCTION lead_hour(created_at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_bin('1 hour', created_at, timestamptz '1970-01-01 00:00:00+00')
$$;
--> statement-breakpoint
-- Statement-level, over the transition tables like 0008's counters: a bulk change of 10,000 leads is one
-- grouped upsert, and only the leads whose counted state moved are read (keys, spam or not, won or not, a won
-- lead's value): an owner, a next action, a move from new to contacted add nothing. Keys in
-- one order so concurrent writers lock the rows alike. Rows left at zero are deleted (by hour: the key's prefix).
CREATE FUNCTION analytics_leads_add(p_hour timestamptz, p_landing_path text, p_source text, p_leads bigint, p_won bigint, p_won_value numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_leads AS a (hour, landing_path, source, leads, won, won_value)
  VALUES (p_hour, p_landing_path, p_source, p_leads, p_won, p_won_value)
  ON CONFLICT (hour, landing_path, source)
  DO UPDATE SET leads = a.leads + excluded.leads, won = a.won + excluded.won, won_value = a.won_value + excluded.won_value;
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_leads_after() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_leads_add(d.hour, d.landing_path, d.source, d.leads, d.won, d.won_value)
      FROM (SELECT lead_hour(created_at) AS hour, lead_landing_path(landing_page) AS landing_path,
                   lead_source(utm_source, referrer) AS source, count(*) AS leads,
                   count(*) FILTER (WHERE status = 'won') AS won, coalesce(sum(value) FILTER (WHERE status = 'won'), 0) AS won_value
              FROM new_rows WHERE status <> 'spam' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_leads_add(d.hour, d.landing_path, d.source, -d.leads, -d.won, -d.won_value)
      FROM (SELECT lead_hour(created_at) AS hour, lead_landing_path(landing_page) AS landing_path,
                   lead_source(utm_source, referrer) AS source, count(*) AS leads,
                   count(*) FILTER (WHERE status = 'won') AS won, coalesce(sum(value) FILTER (WHERE status = 'won'), 0) AS won_value
              FROM old_rows WHERE status <> 'spam' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d;
    DELETE FROM analytics_leads WHERE leads = 0 AND hour IN (SELECT lead_hour(created_at) FROM old_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM analytics_leads_add(d.hour, d.landing_path, d.source, d.leads, d.won, d.won_value)
      FROM (SELECT lead_hour(created_at) AS hour, lead_landing_path(landing_page) AS landing_path,
                   lead_source(utm_source, referrer) AS source, sum(sign) AS leads,
                   coalesce(sum(sign) FILTER (WHERE status = 'won'), 0) AS won,
                   coalesce(sum(sign * value) FILTER (WHERE status = 'won'), 0) AS won_value
              FROM (SELECT v.* FROM old_rows o JOIN new_rows n ON n.id = o.id,
                      LATERAL (VALUES (n.created_at, n.landing_page, n.utm_source, n.referrer, n.status, n.value, 1),
                                      (o.created_at, o.landing_page, o.utm_source, o.referrer, o.status, o.value, -1))
                        AS v (created_at, landing_page, utm_source, referrer, status, value, sign)
                     WHERE (n.created_at, n.landing_page, n.utm_source, n.referrer) IS DISTINCT FROM (o.created_at, o.landing_page, o.utm_source, o.referrer)
                        OR (n.status = 'spam') <> (o.status = 'spam') OR (n.status = 'won') <> (o.status = 'won')
                        OR (n.status = 'won' AND n.value IS DISTINCT FROM o.value)) x
             WHERE status <> 'spam' GROUP BY 1, 2, 3
            HAVING sum(sign) <> 0 OR coalesce(sum(sign) FILTER (WHERE status = 'won'), 0) <> 0
                OR coalesce(sum(sign * value) FILTER (WHERE status = 'won'), 0) <> 0
             ORDER BY 1, 2, 3) d;
    DELETE FROM analytics_leads WHERE leads = 0 AND hour IN (SELECT lead_hour(created_at) FROM old_rows);
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM analytics_leads;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_leads_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_leads_after();
--> statement-breakpoint
CREATE TRIGGER analytics_leads_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_leads_after();
--> statement-breakpoint
CREATE TRIGGER analytics_leads_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_leads_after();
--> statement-breakpoint
CREATE TRIGGER analytics_leads_truncate AFTER TRUNCATE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_leads_after();
--> statement-breakpoint
-- The leads already there.
INSERT INTO analytics_leads (hour, landing_path, source, leads, won, won_value)
SELECT lead_hour(created_at), lead_landing_path(landing_page), lead_source(utm_source, referrer), count(*),
       count(*) FILTER (WHERE status = 'won'), coalesce(sum(value) FILTER (WHERE status = 'won'), 0)
  FROM contacts WHERE status <> 'spam' GROUP BY 1, 2, 3;
