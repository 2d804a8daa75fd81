CREATE TABLE "course_study" (
	"user_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"sessions" jsonb NOT NULL,
	"days" jsonb NOT NULL,
	CONSTRAINT "course_study_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_completions" (
	"user_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"done" jsonb NOT NULL,
	CONSTRAINT "course_completions_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "question_first_tries" (
	"user_id" text NOT NULL,
	"question_id" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"correct" boolean NOT NULL,
	CONSTRAINT "question_first_tries_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "course_study" ADD CONSTRAINT "course_study_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_first_tries" ADD CONSTRAINT "question_first_tries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_first_tries" ADD CONSTRAINT "question_first_tries_question_id_session_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."session_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_first_tries_question" ON "question_first_tries" USING btree ("question_id");--> statement-breakpoint
-- The folds are kept by the database: whichever writer stores study time, a completion or an answer (the hits'
-- writer, the catalogue, practice, a seed, an operator), the fold changes in the same statement. A session's or a
-- day's total is set, not added to: the folded row holds what the folded rows hold.
CREATE FUNCTION tiles_fold_session_study() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_study AS folded (user_id, course_id, sessions, days)
  VALUES (NEW.user_id, NEW.course_id, jsonb_build_object(NEW.module_number || '/' || NEW.session_number, NEW.ms), '{}'::jsonb)
  ON CONFLICT (user_id, course_id) DO UPDATE SET sessions = folded.sessions || excluded.sessions;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_study_folded
  AFTER INSERT OR UPDATE OF ms ON session_study
  FOR EACH ROW EXECUTE FUNCTION tiles_fold_session_study();
--> statement-breakpoint
CREATE FUNCTION tiles_fold_course_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_study AS folded (user_id, course_id, sessions, days)
  VALUES (NEW.user_id, NEW.key::integer, '{}'::jsonb, jsonb_build_object(NEW.local_day::text, NEW.ms))
  ON CONFLICT (user_id, course_id) DO UPDATE SET days = folded.days || excluded.days;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A course's key is its id: anything else is no course's day (and must not fail the hits' write).
CREATE TRIGGER study_daily_series_course_folded
  AFTER INSERT OR UPDATE OF ms ON study_daily_series
  FOR EACH ROW WHEN (NEW.dimension = 'course' AND NEW.key ~ '^[0-9]{1,9}$')
  EXECUTE FUNCTION tiles_fold_course_day();
--> statement-breakpoint
CREATE FUNCTION tiles_fold_session_completion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE course_completions SET done = done - OLD.session_id::text
    WHERE user_id = OLD.user_id AND done ? OLD.session_id::text;
    RETURN NULL;
  END IF;
  INSERT INTO course_completions AS folded (user_id, course_id, done)
  SELECT NEW.user_id, s.course_id,
    jsonb_build_object(NEW.session_id::text, floor(date_part('epoch', NEW.completed_at) * 1000)::bigint)
  FROM course_sessions s WHERE s.id = NEW.session_id
  ON CONFLICT (user_id, course_id) DO UPDATE SET done = folded.done || excluded.done;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_completions_folded
  AFTER INSERT OR UPDATE OF completed_at OR DELETE ON session_completions
  FOR EACH ROW EXECUTE FUNCTION tiles_fold_session_completion();
--> statement-breakpoint
CREATE FUNCTION tiles_fold_first_try() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO question_first_tries AS kept (user_id, question_id, answered_at, correct)
  VALUES (NEW.user_id, NEW.question_id, NEW.answered_at, NEW.correct)
  ON CONFLICT (user_id, question_id) DO UPDATE
    SET answered_at = excluded.answered_at,
      correct = CASE WHEN excluded.answered_at = kept.answered_at THEN kept.correct OR excluded.correct ELSE excluded.correct END
    WHERE excluded.answered_at <= kept.answered_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER question_answers_first_try
  AFTER INSERT ON question_answers
  FOR EACH ROW EXECUTE FUNCTION tiles_fold_first_try();
--> statement-breakpoint
INSERT INTO course_study (user_id, course_id, sessions, days)
SELECT user_id, course_id, jsonb_object_agg(module_number || '/' || session_number, ms), '{}'::jsonb
FROM session_study GROUP BY user_id, course_id;
--> statement-breakpoint
INSERT INTO course_study AS folded (user_id, course_id, sessions, days)
SELECT user_id, key::integer, '{}'::jsonb, jsonb_object_agg(local_day::text, ms)
FROM study_daily_series WHERE dimension = 'course' AND key ~ '^[0-9]{1,9}$' GROUP BY user_id, key
ON CONFLICT (user_id, course_id) DO UPDATE SET days = excluded.days;
--> statement-breakpoint
INSERT INTO course_completions (user_id, course_id, done)
SELECT c.user_id, s.course_id, jsonb_object_agg(c.session_id::text, floor(date_part('epoch', c.completed_at) * 1000)::bigint)
FROM session_completions c JOIN course_sessions s ON s.id = c.session_id GROUP BY c.user_id, s.course_id;
--> statement-breakpoint
INSERT INTO question_first_tries (user_id, question_id, answered_at, correct)
SELECT user_id, question_id, min(answered_at), coalesce(min(answered_at) FILTER (WHERE correct) = min(answered_at), false)
FROM question_answers GROUP BY user_id, question_id;
