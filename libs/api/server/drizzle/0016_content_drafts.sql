CREATE TABLE "content_drafts" (
	"site_id" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_drafts_site_id_entity_entity_id_pk" PRIMARY KEY("site_id","entity","entity_id")
);
--> statement-breakpoint
ALTER TABLE "boilerplate" ADD COLUMN "needs_review" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "titles" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "bodies" jsonb;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;