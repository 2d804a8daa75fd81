CREATE TABLE "session_sightings" (
	"user_id" text NOT NULL,
	"session_id" integer NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"kept_at" timestamp with time zone,
	CONSTRAINT "session_sightings_user_id_session_id_pk" PRIMARY KEY("user_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_timezone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timezone_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_sightings" ADD CONSTRAINT "session_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_sightings" ADD CONSTRAINT "session_sightings_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What existing learners could already see: every session of a course from their enrolment on, and any session they answered in.
INSERT INTO "session_sightings" ("user_id", "session_id", "first_seen_at")
SELECT e."user_id", s."id", e."started_at" FROM "enrolments" e JOIN "course_sessions" s ON s."course_id" = e."course_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "session_sightings" ("user_id", "session_id", "first_seen_at")
SELECT a."user_id", q."session_id", min(a."answered_at") FROM "question_answers" a JOIN "session_questions" q ON q."id" = a."question_id"
GROUP BY a."user_id", q."session_id"
ON CONFLICT ("user_id", "session_id") DO UPDATE SET "first_seen_at" = LEAST("session_sightings"."first_seen_at", excluded."first_seen_at");
