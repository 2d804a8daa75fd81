CREATE TABLE "course_effort" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"median_ms" bigint NOT NULL,
	"learners" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_effort" ADD CONSTRAINT "course_effort_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;