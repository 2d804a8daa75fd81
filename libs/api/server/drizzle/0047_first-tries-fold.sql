CREATE TABLE "course_first_tries" (
	"user_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"tries" jsonb NOT NULL,
	CONSTRAINT "course_first_tries_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "course_first_tries" ADD CONSTRAINT "course_first_tries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_first_tries" ADD CONSTRAINT "course_first_tries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept from question_first_tries by the database, as the other folds (0046): whichever writer changes a first try,
-- its course's row changes in the same statement. A question's course is its session's.
CREATE FUNCTION tiles_fold_course_first_try() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE course_first_tries SET tries = tries - OLD.question_id
    WHERE user_id = OLD.user_id AND tries ? OLD.question_id;
    RETURN NULL;
  END IF;
  INSERT INTO course_first_tries AS folded (user_id, course_id, tries)
  SELECT NEW.user_id, s.course_id, jsonb_build_object(NEW.question_id, NEW.correct)
  FROM session_questions q JOIN course_sessions s ON s.id = q.session_id WHERE q.id = NEW.question_id
  ON CONFLICT (user_id, course_id) DO UPDATE SET tries = folded.tries || excluded.tries;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER question_first_tries_course_folded
  AFTER INSERT OR UPDATE OF correct OR DELETE ON question_first_tries
  FOR EACH ROW EXECUTE FUNCTION tiles_fold_course_first_try();
--> statement-breakpoint
INSERT INTO course_first_tries (user_id, course_id, tries)
SELECT f.user_id, s.course_id, jsonb_object_agg(f.question_id, f.correct)
FROM question_first_tries f JOIN session_questions q ON q.id = f.question_id JOIN course_sessions s ON s.id = q.session_id
GROUP BY f.user_id, s.course_id;
