ALTER TABLE "sessions" ADD COLUMN "acting_user_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "test_account_of" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_test_account_of" ON "users" USING btree ("test_account_of");