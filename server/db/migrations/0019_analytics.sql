CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"referrer_host" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_path_source_referrer_host_utm_medium_utm_campaign_device_pk" PRIMARY KEY("day","path","source","referrer_host","utm_medium","utm_campaign","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"referrer_host" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "analytics_visits_day_visitor_path_source_referrer_host_utm_medium_utm_campaign_device_pk" PRIMARY KEY("day","visitor","path","source","referrer_host","utm_medium","utm_campaign","device")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");