CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_login" text NOT NULL,
	"mode" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "mode" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_site_at_idx" ON "audit_log" USING btree ("site_id","at");--> statement-breakpoint
CREATE RULE "audit_log_no_update" AS ON UPDATE TO "audit_log" DO INSTEAD NOTHING;--> statement-breakpoint
CREATE RULE "audit_log_no_delete" AS ON DELETE TO "audit_log" DO INSTEAD NOTHING;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["audit:read"]'::jsonb WHERE "id" = 'admin' AND NOT ("permissions" ? 'audit:read');
