CREATE TABLE "group_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"session_ids" jsonb,
	"due_date" date,
	"due_at" timestamp with time zone,
	"required" boolean NOT NULL,
	"assigned_by" text,
	"assigned_by_name" text NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"reminded_before_at" timestamp with time zone,
	"reminded_on_day_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_join_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"sharing" boolean DEFAULT false NOT NULL,
	"sharing_changed_at" timestamp with time zone,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_settings" (
	"site_id" text PRIMARY KEY NOT NULL,
	"aggregate_threshold" integer NOT NULL,
	CONSTRAINT "group_settings_threshold_at_least_3" CHECK ("group_settings"."aggregate_threshold" >= 3)
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"join_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_assignments" ADD CONSTRAINT "group_assignments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignments" ADD CONSTRAINT "group_assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignments" ADD CONSTRAINT "group_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_join_codes" ADD CONSTRAINT "group_join_codes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_settings" ADD CONSTRAINT "group_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_assignments_group" ON "group_assignments" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_assignments_due" ON "group_assignments" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "group_join_codes_group" ON "group_join_codes" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_members_user" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "groups_site" ON "groups" USING btree ("site_id");