CREATE TABLE "question_answers" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"question_id" text NOT NULL,
	"revision" integer NOT NULL,
	"context" text NOT NULL,
	"response" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"grade" smallint NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"was_due" boolean DEFAULT false NOT NULL,
	CONSTRAINT "question_answers_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "question_revisions" (
	"question_id" text NOT NULL,
	"revision" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "question_revisions_question_id_revision_pk" PRIMARY KEY("question_id","revision")
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"user_id" text NOT NULL,
	"question_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"state" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"last_review" timestamp with time zone,
	"reviewed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "review_cards_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"desired_retention" double precision NOT NULL,
	"new_per_day" integer NOT NULL,
	"reviews_per_day" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"position" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"definition" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_session_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."session_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_revisions" ADD CONSTRAINT "question_revisions_question_id_session_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."session_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_question_id_session_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."session_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_settings" ADD CONSTRAINT "review_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_questions" ADD CONSTRAINT "session_questions_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_answers_card" ON "question_answers" USING btree ("user_id","question_id","answered_at");--> statement-breakpoint
CREATE INDEX "question_answers_user_at" ON "question_answers" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "review_cards_user_due" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "session_questions_session" ON "session_questions" USING btree ("session_id","position");