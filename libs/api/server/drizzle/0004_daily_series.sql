CREATE TABLE "study_daily_series" (
	"user_id" text NOT NULL,
	"local_day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"ms" bigint NOT NULL,
	CONSTRAINT "study_daily_series_user_id_local_day_dimension_key_pk" PRIMARY KEY("user_id","local_day","dimension","key")
);
--> statement-breakpoint
ALTER TABLE "study_daily_series" ADD CONSTRAINT "study_daily_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;