-- Issue 27, the writer's desk: post states, versions, settings and search columns (decisions 046, 049, 051, 053),
-- users' author slugs and bios, and the tables of revisions, working copies, events, preview links and slug redirects.
ALTER TABLE "blogs" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "updated_by_id" uuid;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "updated_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "custom_excerpt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "meta_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "social_image" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "featured_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "body_text" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "tag_slugs" text[];--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "reading_minutes" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "schedule_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- States from the old flag; a published post's first publication is taken to be its creation.
UPDATE "blogs" SET "status" = CASE WHEN "is_published" THEN 'published' ELSE 'draft' END,
                   "published_at" = CASE WHEN "is_published" THEN "created_at" END;--> statement-breakpoint
DROP INDEX "blogs_published_created_idx";--> statement-breakpoint
ALTER TABLE "blogs" DROP COLUMN "is_published";--> statement-breakpoint
-- The repository always sets the state; a bare INSERT makes a draft.
ALTER TABLE "blogs" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" IN ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_publish_at_check" CHECK (("blogs"."status" = 'scheduled') = ("blogs"."publish_at" IS NOT NULL));--> statement-breakpoint
-- After the backfill: published rows always have a date (public lists sort by it).
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_published_at_check" CHECK ("blogs"."status" <> 'published' OR "blogs"."published_at" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "blogs_public_list_idx" ON "blogs" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "blogs_author_list_idx" ON "blogs" USING btree ("author_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "blogs_scheduled_idx" ON "blogs" USING btree ("publish_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "blogs_tag_slugs_idx" ON "blogs" USING gin ("tag_slugs");--> statement-breakpoint
-- array_to_string is only STABLE; a generated column needs an IMMUTABLE expression.
CREATE FUNCTION blog_tags_text(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', blog_tags_text(tags)), 'B') || setweight(to_tsvector('english', excerpt), 'B') || setweight(to_tsvector('english', coalesce(body_text, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "blogs_search_idx" ON "blogs" USING gin ("search");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- NULL until the startup backfill gives every user one.
ALTER TABLE "users" ADD CONSTRAINT "users_slug_idx" UNIQUE("slug");--> statement-breakpoint
CREATE TABLE "blog_revisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"blog_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"settings" jsonb NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_working_copies" (
	"blog_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_image" text DEFAULT '' NOT NULL,
	"settings" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"copy_version" integer DEFAULT 1 NOT NULL,
	"updated_by_id" uuid,
	"updated_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"blog_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"blog_id" uuid NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "blog_previews_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "blog_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"blog_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_revisions" ADD CONSTRAINT "blog_revisions_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_revisions" ADD CONSTRAINT "blog_revisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_working_copies" ADD CONSTRAINT "blog_working_copies_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_working_copies" ADD CONSTRAINT "blog_working_copies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_events" ADD CONSTRAINT "blog_events_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_events" ADD CONSTRAINT "blog_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_previews" ADD CONSTRAINT "blog_previews_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_previews" ADD CONSTRAINT "blog_previews_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_slug_redirects" ADD CONSTRAINT "blog_slug_redirects_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_revisions_blog_idx" ON "blog_revisions" USING btree ("blog_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_events_blog_idx" ON "blog_events" USING btree ("blog_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_previews_blog_idx" ON "blog_previews" USING btree ("blog_id");--> statement-breakpoint
CREATE INDEX "blog_slug_redirects_blog_idx" ON "blog_slug_redirects" USING btree ("blog_id");--> statement-breakpoint
-- Every existing post starts with one revision, so "restore" has a base.
INSERT INTO "blog_revisions" ("id", "blog_id", "kind", "title", "content", "settings", "actor_id", "actor_name", "created_at")
SELECT gen_random_uuid(), b.id, b.status, b.title, b.content,
       jsonb_build_object('slug', b.slug, 'excerpt', '', 'metaTitle', '', 'metaDescription', '', 'socialImage', '',
                          'featuredImageAlt', '', 'tags', to_jsonb(b.tags), 'featuredImage', b.featured_image,
                          'status', b.status, 'publishAt', NULL, 'publishedAt', b.published_at, 'authorId', b.author_id),
       b.author_id, CASE WHEN b.author = '' THEN 'System' ELSE b.author END, b.updated_at
  FROM "blogs" b;
