CREATE TABLE "content_pages" (
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "content_pages_site_id_locale_path_pk" PRIMARY KEY("site_id","locale","path")
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"course_id" integer NOT NULL,
	"number" integer NOT NULL,
	"titles" jsonb NOT NULL,
	CONSTRAINT "course_modules_course_id_number_pk" PRIMARY KEY("course_id","number")
);
--> statement-breakpoint
CREATE TABLE "course_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"module_number" integer NOT NULL,
	"number" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"video" jsonb,
	"duration" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" text NOT NULL,
	"cover" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"user_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"last_module" integer,
	"last_session" integer,
	CONSTRAINT "enrolments_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "route_rules" (
	"site_id" text NOT NULL,
	"path" text NOT NULL,
	"location" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	CONSTRAINT "route_rules_site_id_path_pk" PRIMARY KEY("site_id","path")
);
--> statement-breakpoint
CREATE TABLE "session_completions" (
	"user_id" text NOT NULL,
	"session_id" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_completions_user_id_session_id_pk" PRIMARY KEY("user_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "session_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bodies" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_tags_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_rules" ADD CONSTRAINT "route_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_completions" ADD CONSTRAINT "session_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_completions" ADD CONSTRAINT "session_completions_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_materials" ADD CONSTRAINT "session_materials_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_sessions_position" ON "course_sessions" USING btree ("course_id","module_number","number");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_site_slug" ON "courses" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "courses_site_category" ON "courses" USING btree ("site_id","category_id");