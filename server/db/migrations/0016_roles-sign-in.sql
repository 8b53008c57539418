CREATE TABLE "passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" "bytea" NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"aaguid" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_credential_id_unique" UNIQUE("credential_id"),
	CONSTRAINT "passkeys_device_type_check" CHECK ("passkeys"."device_type" IN ('singleDevice', 'multiDevice'))
);
--> statement-breakpoint
CREATE TABLE "auth_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"session_id" uuid,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_flows_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "auth_flows_kind_check" CHECK ("auth_flows"."kind" IN ('passkey-register', 'passkey-login', 'passkey-reauth', 'oidc-signin', 'oidc-reauth'))
);
--> statement-breakpoint
CREATE TABLE "oidc_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "oidc_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
ALTER TABLE "blogs" DROP CONSTRAINT "blogs_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "webauthn_user_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauth_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "target_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_flows" ADD CONSTRAINT "auth_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_flows" ADD CONSTRAINT "auth_flows_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_identities" ADD CONSTRAINT "oidc_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkeys_user_idx" ON "passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_flows_expires_idx" ON "auth_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_identities_user_idx" ON "oidc_identities" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_webauthn_user_id_unique" UNIQUE("webauthn_user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('admin', 'editor', 'author', 'contributor', 'sales', 'user'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_method_check" CHECK ("sessions"."method" IN ('password', 'code', 'recovery_code', 'passkey', 'oidc'));--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" IN ('draft', 'review', 'scheduled', 'published'));--> statement-breakpoint
-- Existing sessions are not "fresh": their first sensitive action asks for the password again (decision 058).
UPDATE "sessions" SET "reauth_at" = "created_at";
--> statement-breakpoint
UPDATE "users" u SET "last_sign_in_at" = s.at
  FROM (SELECT "actor_id", max("at") AS at FROM "audit_events" WHERE "action" = 'auth.signed_in' AND "actor_id" IS NOT NULL GROUP BY "actor_id") s
  WHERE s."actor_id" = u."id";
--> statement-breakpoint
-- Names in the audit log (decision 057): what is known now; deleted things keep what their entry recorded.
UPDATE "audit_events" a SET "actor_name" = u."name" FROM "users" u WHERE a."actor_id" = u."id";
--> statement-breakpoint
UPDATE "audit_events" a SET "target_label" = u."name" FROM "users" u WHERE a."target_type" = 'user' AND a."target_id" = u."id"::text;
--> statement-breakpoint
UPDATE "audit_events" a SET "target_label" = b."title" FROM "blogs" b WHERE a."target_type" = 'post' AND a."target_id" = b."id"::text;
--> statement-breakpoint
UPDATE "audit_events" a SET "target_label" = c."name" FROM "contacts" c WHERE a."target_type" = 'lead' AND a."target_id" = c."id"::text;
--> statement-breakpoint
UPDATE "audit_events" SET "target_label" = coalesce("details"->>'title', "details"->>'email', '')
  WHERE "target_label" = '' AND "target_type" IN ('user', 'post');
