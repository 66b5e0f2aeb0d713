ALTER TABLE "wave_matches" DROP CONSTRAINT "wave_matches_from_wave_id_waves_id_fk";
--> statement-breakpoint
ALTER TABLE "wave_matches" DROP CONSTRAINT "wave_matches_to_wave_id_waves_id_fk";
--> statement-breakpoint
ALTER TABLE "wave_matches" DROP CONSTRAINT "wave_matches_from_response_id_survey_responses_id_fk";
--> statement-breakpoint
ALTER TABLE "wave_matches" DROP CONSTRAINT "wave_matches_to_response_id_survey_responses_id_fk";
--> statement-breakpoint
DROP INDEX "survey_responses_wave_id_idx";--> statement-breakpoint
ALTER TABLE "wave_matches" DROP CONSTRAINT "wave_matches_from_wave_id_to_wave_id_from_response_id_pk";--> statement-breakpoint
CREATE INDEX "wave_matches_pair_idx" ON "wave_matches" USING btree ("from_wave_id","to_wave_id");--> statement-breakpoint
CREATE INDEX "survey_responses_wave_id_idx" ON "survey_responses" USING btree ("wave_id","created_at","id");--> statement-breakpoint
-- What the foreign keys to the responses did, once per statement: a deleted response leaves no kept
-- match behind (the next read of its wave pair matches again, as the fingerprint changed).
CREATE OR REPLACE FUNCTION wave_matches_forget_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM wave_matches WHERE from_response_id IN (SELECT id FROM deleted_rows);
  DELETE FROM wave_matches WHERE to_response_id IN (SELECT id FROM deleted_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_responses_wave_matches_delete AFTER DELETE ON survey_responses
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION wave_matches_forget_deleted();
--> statement-breakpoint
-- DELETE, not TRUNCATE: a TRUNCATE naming both tables holds wave_matches while this runs.
CREATE OR REPLACE FUNCTION wave_matches_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM wave_matches;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_responses_wave_matches_truncate AFTER TRUNCATE ON survey_responses
  FOR EACH STATEMENT EXECUTE FUNCTION wave_matches_clear();
--> statement-breakpoint
-- And a pair's matches go with its matching's row, which a wave's deletion cascades to.
CREATE OR REPLACE FUNCTION wave_matches_forget_pair() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM wave_matches m USING forgotten_pairs f
    WHERE m.from_wave_id = f.from_wave_id AND m.to_wave_id = f.to_wave_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wave_matchings_forget_matches AFTER DELETE ON wave_matchings
  REFERENCING OLD TABLE AS forgotten_pairs FOR EACH STATEMENT
  EXECUTE FUNCTION wave_matches_forget_pair();
