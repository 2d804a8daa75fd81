CREATE TABLE "game_badges" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"measure" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"image" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_badges_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "game_levels" (
	"site_id" text NOT NULL,
	"level" integer NOT NULL,
	"experience" integer NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "game_levels_site_id_level_pk" PRIMARY KEY("site_id","level")
);
--> statement-breakpoint
CREATE TABLE "game_rules" (
	"site_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"rules" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_badges" (
	"user_id" text NOT NULL,
	"badge_id" text NOT NULL,
	"amount" integer NOT NULL,
	"chain" integer NOT NULL,
	"tier_dates" jsonb NOT NULL,
	CONSTRAINT "learner_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "learner_clocks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"credited_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_game" (
	"user_id" text PRIMARY KEY NOT NULL,
	"goal_minutes" integer DEFAULT 10 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"freezes" integer DEFAULT 0 NOT NULL,
	"frozen_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repaired_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notices_day" date,
	"notices_sent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_levels" (
	"user_id" text NOT NULL,
	"category_id" text NOT NULL,
	"level" integer NOT NULL,
	"experience" integer NOT NULL,
	"obtained_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_levels_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "session_study" (
	"user_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"module_number" integer NOT NULL,
	"session_number" integer NOT NULL,
	"ms" bigint NOT NULL,
	CONSTRAINT "session_study_user_id_course_id_module_number_session_number_pk" PRIMARY KEY("user_id","course_id","module_number","session_number")
);
--> statement-breakpoint
CREATE TABLE "xp_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"category_id" text,
	"xp" integer NOT NULL,
	"local_day" date NOT NULL,
	"rule_version" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hits" ADD COLUMN "attributed_module" integer;--> statement-breakpoint
ALTER TABLE "hits" ADD COLUMN "attributed_session" integer;--> statement-breakpoint
ALTER TABLE "tracking_identities" ADD COLUMN "last_module" integer;--> statement-breakpoint
ALTER TABLE "tracking_identities" ADD COLUMN "last_session" integer;--> statement-breakpoint
ALTER TABLE "game_badges" ADD CONSTRAINT "game_badges_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_levels" ADD CONSTRAINT "game_levels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rules" ADD CONSTRAINT "game_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_badges" ADD CONSTRAINT "learner_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_clocks" ADD CONSTRAINT "learner_clocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_game" ADD CONSTRAINT "learner_game_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_levels" ADD CONSTRAINT "learner_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_study" ADD CONSTRAINT "session_study_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_ledger" ADD CONSTRAINT "xp_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "xp_ledger_source" ON "xp_ledger" USING btree ("user_id","source","source_id");--> statement-breakpoint
CREATE INDEX "xp_ledger_user_day" ON "xp_ledger" USING btree ("user_id","local_day");--> statement-breakpoint
CREATE INDEX "xp_ledger_user_id" ON "xp_ledger" USING btree ("user_id","id");