ALTER TABLE "learner_game" ALTER COLUMN "mail_kinds" SET DEFAULT '["digest","due"]'::jsonb;--> statement-breakpoint
ALTER TABLE "learner_game" ADD COLUMN "due_reminded_day" date;