CREATE TABLE "row_counts" (
	"list" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "row_counts_list_key_pk" PRIMARY KEY("list","key")
);
--> statement-breakpoint
CREATE INDEX "contacts_service_created_idx" ON "contacts" USING btree ("service","created_at" DESC NULLS LAST);