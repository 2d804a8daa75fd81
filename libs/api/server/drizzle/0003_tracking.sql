CREATE TABLE "behaviour_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text,
	"site_id" text NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"variant" text NOT NULL,
	"scope" text NOT NULL,
	"subject" jsonb NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"site_id" text NOT NULL,
	"identity" text NOT NULL,
	"user_id" text,
	"path" text NOT NULL,
	"course_id" integer,
	"module_number" integer,
	"session_number" integer,
	"ms_reported" integer NOT NULL,
	"attributed_path" text,
	"attributed_course_id" integer,
	"ms_credited" integer NOT NULL,
	"device" text NOT NULL,
	"user_agent" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_rollups" (
	"user_id" text NOT NULL,
	"local_day" date NOT NULL,
	"hour" smallint NOT NULL,
	"device" text NOT NULL,
	"subject" text NOT NULL,
	"ms" bigint NOT NULL,
	CONSTRAINT "study_rollups_user_id_local_day_hour_device_subject_pk" PRIMARY KEY("user_id","local_day","hour","device","subject")
);
--> statement-breakpoint
CREATE TABLE "tracking_identities" (
	"identity" text PRIMARY KEY NOT NULL,
	"last_path" text NOT NULL,
	"last_course_id" integer,
	"last_hit_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_rollups" ADD CONSTRAINT "study_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "behaviour_events_client_id" ON "behaviour_events" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hits_client_id" ON "hits" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "hits_user_received" ON "hits" USING btree ("user_id","received_at");