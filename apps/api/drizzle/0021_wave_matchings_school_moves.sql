-- Waves are matched within a school (issue 32), but a wave matching is kept until its
-- fingerprint (the count and ids of each wave's responses) changes, and moving a class to
-- another school moves its responses' school without changing either. The matchings of their
-- wave are forgotten then, so that the next read matches again (a pair's matches go with its
-- matching: wave_matchings_forget_matches).
CREATE OR REPLACE FUNCTION wave_matchings_forget_wave() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM wave_matchings WHERE from_wave_id = NEW.wave_id OR to_wave_id = NEW.wave_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_responses_school_forget_matchings
  AFTER UPDATE OF school_id ON survey_responses
  FOR EACH ROW
  WHEN (OLD.school_id IS DISTINCT FROM NEW.school_id AND NEW.wave_id IS NOT NULL)
  EXECUTE FUNCTION wave_matchings_forget_wave();
