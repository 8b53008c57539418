CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_domain_key" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_email_key" UNIQUE("email")
);
--> statement-breakpoint
-- Edited (decision 125): NOT NULL is set below, after the backfill gave every existing lead its person.
ALTER TABLE "contacts" ADD COLUMN "person_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin ((lower("name") || ' ' || "domain") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_company_idx" ON "people" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "people_created_id_idx" ON "people" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "people_search_trgm_idx" ON "people" USING gin ((lower("name") || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_person_created_idx" ON "contacts" USING btree ("person_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_company_created_idx" ON "contacts" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- ============================================================================================
-- Hand-written from here to the end (decision 125): the key functions, the backfill, the trigger.
-- ============================================================================================
-- A person's key: the address in lower case, trimmed (no provider-specific rules: Gmail's dots and
-- +tags are kept). contract/people.ts normalisedEmail is the same rule in TypeScript.
CREATE FUNCTION person_email(email text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(btrim(email))
$$;
--> statement-breakpoint
-- The domain of a normalised address ('' without an @).
CREATE FUNCTION email_domain(email text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN position('@' in email) = 0 THEN '' ELSE regexp_replace(email, '^.*@', '') END
$$;
--> statement-breakpoint
-- Free-mail providers get no company: the same list as contract/people.ts FREE_MAIL_DOMAINS
-- (test/api/people-companies.test.ts checks that they agree). A later migration replaces this function to change it.
CREATE FUNCTION is_free_mail_domain(domain text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT domain = ANY ('{gmail.com,googlemail.com,outlook.com,hotmail.com,hotmail.co.uk,hotmail.fr,live.com,msn.com,yahoo.com,yahoo.co.uk,yahoo.fr,ymail.com,icloud.com,me.com,mac.com,aol.com,proton.me,protonmail.com,pm.me,gmx.de,gmx.net,gmx.com,web.de,t-online.de,mail.com,zoho.com,mail.ru,yandex.ru,yandex.com,qq.com,163.com,126.com}'::text[])
$$;
--> statement-breakpoint
-- Backfill 1: a company per domain of the existing leads that is not free mail, named by the first lead that gave a company name.
INSERT INTO companies (domain, name, created_at)
SELECT domain, coalesce((array_agg(btrim(company) ORDER BY created_at, id) FILTER (WHERE btrim(company) <> ''))[1], domain), min(created_at)
  FROM (SELECT email_domain(person_email(email)) AS domain, company, created_at, id FROM contacts) c
 WHERE domain <> '' AND NOT is_free_mail_domain(domain)
 GROUP BY domain;
--> statement-breakpoint
-- Backfill 2: a person per normalised address, with the name and phone of their first lead.
INSERT INTO people (email, name, phone, company_id, created_at)
SELECT DISTINCT ON (person_email(c.email)) person_email(c.email), c.name, c.phone, co.id, c.created_at
  FROM contacts c LEFT JOIN companies co ON co.domain = email_domain(person_email(c.email))
 ORDER BY person_email(c.email), c.created_at, c.id;
--> statement-breakpoint
-- Backfill 3: every lead to its person and company; then a lead without a person is impossible.
UPDATE contacts c SET person_id = p.id, company_id = p.company_id FROM people p WHERE p.email = person_email(c.email);
--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "person_id" SET NOT NULL;
--> statement-breakpoint
-- Each new lead finds or makes its person and company in its own transaction, whoever inserts it (the
-- form's group commit, a test, a seed). Race-safe on the unique keys: INSERT … ON CONFLICT DO NOTHING, and
-- when a concurrent transaction made the row first (the insert waits for it to commit), read it; the loop
-- covers the row being erased between the two. No row lock is taken on an existing person or company, so
-- batches holding the same addresses in other orders cannot deadlock. A person_id given by the writer is kept.
CREATE FUNCTION contacts_person_before_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  addr text := person_email(NEW.email);
  dom text := email_domain(addr);
  named text := btrim(coalesce(NEW.company, ''));
  cid uuid;
  pid uuid;
BEGIN
  IF NEW.person_id IS NOT NULL THEN RETURN NEW; END IF;
  IF dom <> '' AND NOT is_free_mail_domain(dom) THEN
    LOOP
      INSERT INTO companies (domain, name) VALUES (dom, coalesce(nullif(named, ''), dom))
        ON CONFLICT (domain) DO NOTHING RETURNING id INTO cid;
      IF cid IS NULL THEN
        SELECT id INTO cid FROM companies WHERE domain = dom;
        -- A company known only by its domain takes the first name an enquiry gives it.
        IF cid IS NOT NULL AND named <> '' THEN
          UPDATE companies SET name = named WHERE id = cid AND name = domain;
        END IF;
      END IF;
      EXIT WHEN cid IS NOT NULL;
    END LOOP;
  END IF;
  LOOP
    INSERT INTO people (email, name, phone, company_id) VALUES (addr, NEW.name, NEW.phone, cid)
      ON CONFLICT (email) DO NOTHING RETURNING id INTO pid;
    IF pid IS NULL THEN
      SELECT id INTO pid FROM people WHERE email = addr;
    END IF;
    EXIT WHEN pid IS NOT NULL;
  END LOOP;
  NEW.person_id := pid;
  NEW.company_id := coalesce(NEW.company_id, cid);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_person BEFORE INSERT ON contacts FOR EACH ROW EXECUTE FUNCTION contacts_person_before_insert();
