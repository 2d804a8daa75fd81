CREATE TABLE "lrs_activities" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"definition" jsonb NOT NULL,
	CONSTRAINT "lrs_activities_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "lrs_agents" (
	"site_id" text NOT NULL,
	"ifi" text NOT NULL,
	"agent" jsonb NOT NULL,
	CONSTRAINT "lrs_agents_site_id_ifi_pk" PRIMARY KEY("site_id","ifi")
);
--> statement-breakpoint
CREATE TABLE "lrs_attachments" (
	"site_id" text NOT NULL,
	"sha2" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "lrs_attachments_site_id_sha2_pk" PRIMARY KEY("site_id","sha2")
);
--> statement-breakpoint
CREATE TABLE "lrs_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "lrs_clients_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "lrs_documents" (
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"activity_id" text NOT NULL,
	"agent" text NOT NULL,
	"registration" text NOT NULL,
	"document_id" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"updated" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "lrs_documents_site_id_kind_activity_id_agent_registration_document_id_pk" PRIMARY KEY("site_id","kind","activity_id","agent","registration","document_id")
);
--> statement-breakpoint
CREATE TABLE "lrs_statements" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"statement" jsonb NOT NULL,
	"stored" timestamp (3) with time zone NOT NULL,
	"client_id" text,
	"verb_id" text NOT NULL,
	"agents" text[] NOT NULL,
	"related_agents" text[] NOT NULL,
	"activities" text[] NOT NULL,
	"related_activities" text[] NOT NULL,
	"registration" text,
	"target_id" text,
	"voided" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lrs_statements_site_id" UNIQUE("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "lrs_activities" ADD CONSTRAINT "lrs_activities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lrs_agents" ADD CONSTRAINT "lrs_agents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lrs_attachments" ADD CONSTRAINT "lrs_attachments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lrs_clients" ADD CONSTRAINT "lrs_clients_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lrs_documents" ADD CONSTRAINT "lrs_documents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lrs_statements" ADD CONSTRAINT "lrs_statements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lrs_statements_agents" ON "lrs_statements" USING gin ("agents");--> statement-breakpoint
CREATE INDEX "lrs_statements_related_agents" ON "lrs_statements" USING gin ("related_agents");--> statement-breakpoint
CREATE INDEX "lrs_statements_activities" ON "lrs_statements" USING gin ("activities");--> statement-breakpoint
CREATE INDEX "lrs_statements_related_activities" ON "lrs_statements" USING gin ("related_activities");--> statement-breakpoint
CREATE INDEX "lrs_statements_verb" ON "lrs_statements" USING btree ("site_id","verb_id","seq");--> statement-breakpoint
CREATE INDEX "lrs_statements_registration" ON "lrs_statements" USING btree ("site_id","registration");--> statement-breakpoint
CREATE INDEX "lrs_statements_target" ON "lrs_statements" USING btree ("site_id","target_id");--> statement-breakpoint
CREATE INDEX "lrs_statements_stored" ON "lrs_statements" USING btree ("site_id","stored");