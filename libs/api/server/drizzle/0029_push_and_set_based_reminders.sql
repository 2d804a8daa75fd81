CREATE TABLE "push_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id_hash" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "learner_game" ADD COLUMN "push_muted_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_game" ADD COLUMN "mail_kinds" jsonb DEFAULT '["digest"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_game" ADD COLUMN "digest_day" date;--> statement-breakpoint
ALTER TABLE "learner_game" ADD COLUMN "goal_met_day" date;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "push_queue" ADD CONSTRAINT "push_queue_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_hash_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_queue_next_attempt_idx" ON "push_queue" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
UPDATE "learner_game" g SET "goal_met_day" = (
  SELECT max(d.local_day) FROM (
    SELECT local_day FROM "study_daily_series" s
    WHERE s.user_id = g.user_id AND s.dimension = 'device'
    GROUP BY local_day HAVING sum(s.ms) >= g.goal_minutes * 60000
  ) d
);--> statement-breakpoint
-- Time by course per local day, from the page views kept (zones PostgreSQL does not know are left out).
INSERT INTO "study_daily_series" (user_id, local_day, dimension, key, ms)
SELECT h.user_id, (h.received_at AT TIME ZONE u.timezone)::date, 'course', h.attributed_course_id::text, sum(h.ms_credited)
FROM "hits" h
JOIN "users" u ON u.id = h.user_id
WHERE h.attributed_course_id IS NOT NULL AND h.ms_credited > 0 AND u.timezone IN (SELECT name FROM pg_timezone_names)
GROUP BY 1, 2, 3, 4
ON CONFLICT DO NOTHING;
