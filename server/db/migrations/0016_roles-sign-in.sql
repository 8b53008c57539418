-- SCRATCH (r4f until r4a's A1 lands): only the two tables single sign-on needs.
CREATE TABLE "auth_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"kind" text NOT NULL CHECK ("kind" IN ('passkey-register','passkey-login','passkey-reauth','oidc-signin','oidc-reauth')),
	"user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
	"session_id" uuid REFERENCES "sessions"("id") ON DELETE cascade,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_flows_expires_idx" ON "auth_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "oidc_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	PRIMARY KEY ("issuer", "subject")
);
--> statement-breakpoint
CREATE INDEX "oidc_identities_user_idx" ON "oidc_identities" USING btree ("user_id");
