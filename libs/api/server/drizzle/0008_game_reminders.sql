ALTER TABLE "learner_game" ADD COLUMN "reminder_hour" integer DEFAULT 19 NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_game" ADD COLUMN "reminded_day" date;--> statement-breakpoint
ALTER TABLE "learner_game" ADD COLUMN "muted_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL;