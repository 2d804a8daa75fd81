CREATE TABLE "issued_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"minutes" integer,
	"facts" jsonb NOT NULL,
	"status_index" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" text,
	"share_token" text,
	CONSTRAINT "issued_credentials_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "issued_credentials_status_index" UNIQUE("site_id","status_index")
);
--> statement-breakpoint
ALTER TABLE "issued_credentials" ADD CONSTRAINT "issued_credentials_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_credentials" ADD CONSTRAINT "issued_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;