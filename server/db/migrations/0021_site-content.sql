CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"slug" text,
	"data" jsonb NOT NULL,
	"pending" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid,
	"updated_by_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_items_collection_check" CHECK ("content_items"."collection" IN ('company','home','services','industries','testimonials','logos','case-studies','faq','offices','team','pages')),
	CONSTRAINT "content_items_status_check" CHECK ("content_items"."status" IN ('draft','published'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"pending" jsonb,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "content_previews_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_previews" ADD CONSTRAINT "content_previews_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_previews" ADD CONSTRAINT "content_previews_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_slug_idx" ON "content_items" USING btree ("collection","slug") WHERE "content_items"."slug" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_singleton_idx" ON "content_items" USING btree ("collection") WHERE "content_items"."collection" IN ('company','home');--> statement-breakpoint
CREATE INDEX "content_items_public_idx" ON "content_items" USING btree ("collection","sort_order","id") WHERE "content_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_items_collection_idx" ON "content_items" USING btree ("collection","sort_order","id");--> statement-breakpoint
CREATE INDEX "content_revisions_item_idx" ON "content_revisions" USING btree ("item_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_previews_item_idx" ON "content_previews" USING btree ("item_id");