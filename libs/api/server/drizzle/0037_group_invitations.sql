ALTER TABLE "group_join_codes" ADD COLUMN "invited_email" text;--> statement-breakpoint
CREATE INDEX "group_join_codes_invited" ON "group_join_codes" USING btree ("invited_email");