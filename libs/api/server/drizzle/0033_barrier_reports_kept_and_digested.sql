CREATE TABLE "barrier_digests" (
	"site_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barrier_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"page" text NOT NULL,
	"description" text NOT NULL,
	"contact" text,
	"caller" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "barrier_digests" ADD CONSTRAINT "barrier_digests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barrier_reports" ADD CONSTRAINT "barrier_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barrier_reports_caller_idx" ON "barrier_reports" USING btree ("caller","reported_at");--> statement-breakpoint
CREATE INDEX "barrier_reports_waiting_idx" ON "barrier_reports" USING btree ("site_id","notified_at","id");