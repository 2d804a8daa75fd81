CREATE INDEX "question_answers_question" ON "question_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "review_cards_question" ON "review_cards" USING btree ("question_id");