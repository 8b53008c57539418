CREATE TABLE "analytics_counts" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_counts_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
-- The running day's counts from the visits already stored (decision 108): the dashboard reads them from now on.
INSERT INTO "analytics_counts" ("day", "dimension", "key", "views", "visitors")
SELECT "day", 'path', "path", sum("views")::int, count(DISTINCT "visitor")::int FROM "analytics_visits" GROUP BY "day", "path"
UNION ALL
SELECT "day", 'source', "source", sum("views")::int, count(DISTINCT "visitor")::int FROM "analytics_visits" GROUP BY "day", "source"
UNION ALL
SELECT "day", 'total', '', sum("views")::int, count(DISTINCT "visitor")::int FROM "analytics_visits" GROUP BY "day";
