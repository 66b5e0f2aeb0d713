DROP INDEX "survey_responses_email_hash_idx";--> statement-breakpoint
DROP INDEX "survey_responses_user_id_idx";--> statement-breakpoint
CREATE INDEX "survey_responses_guest_key_hash_idx" ON "survey_responses" USING btree ("guest_key_hash","created_at");--> statement-breakpoint
CREATE INDEX "survey_responses_email_hash_idx" ON "survey_responses" USING btree ("email_hash","created_at");--> statement-breakpoint
CREATE INDEX "survey_responses_user_id_idx" ON "survey_responses" USING btree ("user_id","created_at");