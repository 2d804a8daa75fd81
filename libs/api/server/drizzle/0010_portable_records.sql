CREATE TABLE "site_keys" (
	"site_id" text PRIMARY KEY NOT NULL,
	"signing_seed" text NOT NULL,
	"pseudonym_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_keys" ADD CONSTRAINT "site_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;