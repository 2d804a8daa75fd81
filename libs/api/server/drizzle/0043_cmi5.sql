CREATE TABLE "cmi5_au_status" (
	"registration" text NOT NULL,
	"session_id" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"passed" boolean DEFAULT false NOT NULL,
	"failed" boolean DEFAULT false NOT NULL,
	"satisfied_at" timestamp with time zone,
	CONSTRAINT "cmi5_au_status_registration_session_id_pk" PRIMARY KEY("registration","session_id")
);
--> statement-breakpoint
CREATE TABLE "cmi5_aus" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"au_iri" text NOT NULL,
	"url" text NOT NULL,
	"launch_method" text NOT NULL,
	"move_on" text NOT NULL,
	"mastery_score" double precision,
	"launch_parameters" text,
	"entitlement_key" text
);
--> statement-breakpoint
CREATE TABLE "cmi5_files" (
	"package_id" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "cmi5_files_package_id_path_pk" PRIMARY KEY("package_id","path")
);
--> statement-breakpoint
CREATE TABLE "cmi5_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"course_iri" text NOT NULL,
	"structure" jsonb NOT NULL,
	"imported_by" text,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cmi5_packages_course_id_unique" UNIQUE("course_id")
);
--> statement-breakpoint
CREATE TABLE "cmi5_registrations" (
	"user_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"registration" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cmi5_registrations_user_id_course_id_pk" PRIMARY KEY("user_id","course_id"),
	CONSTRAINT "cmi5_registrations_registration_unique" UNIQUE("registration")
);
--> statement-breakpoint
CREATE TABLE "cmi5_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"registration" text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" integer NOT NULL,
	"launch_mode" text NOT NULL,
	"fetch_token_hash" text,
	"fetched_at" timestamp with time zone,
	"launched_at" timestamp with time zone NOT NULL,
	"last_statement_at" timestamp with time zone,
	"verbs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terminated_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"au_duration_ms" bigint,
	CONSTRAINT "cmi5_sessions_fetch_token_hash_unique" UNIQUE("fetch_token_hash")
);
--> statement-breakpoint
ALTER TABLE "lrs_clients" ADD COLUMN "launch_session" text;--> statement-breakpoint
ALTER TABLE "lrs_clients" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cmi5_au_status" ADD CONSTRAINT "cmi5_au_status_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_aus" ADD CONSTRAINT "cmi5_aus_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_aus" ADD CONSTRAINT "cmi5_aus_package_id_cmi5_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."cmi5_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_files" ADD CONSTRAINT "cmi5_files_package_id_cmi5_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."cmi5_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_packages" ADD CONSTRAINT "cmi5_packages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_packages" ADD CONSTRAINT "cmi5_packages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_registrations" ADD CONSTRAINT "cmi5_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_registrations" ADD CONSTRAINT "cmi5_registrations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_sessions" ADD CONSTRAINT "cmi5_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_sessions" ADD CONSTRAINT "cmi5_sessions_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cmi5_sessions_registration" ON "cmi5_sessions" USING btree ("registration","session_id");