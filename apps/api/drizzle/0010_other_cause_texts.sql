CREATE TABLE "other_cause_cells" (
	"grade" text NOT NULL,
	"gender" text NOT NULL,
	"responses" integer NOT NULL,
	CONSTRAINT "other_cause_cells_grade_gender_pk" PRIMARY KEY("grade","gender")
);
--> statement-breakpoint
CREATE TABLE "other_cause_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "other_cause_pending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"text" text NOT NULL,
	"grade" text NOT NULL,
	"gender" text NOT NULL,
	"weight" smallint NOT NULL,
	CONSTRAINT "other_cause_pending_weight_known" CHECK ("other_cause_pending"."weight" IN (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "other_cause_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"responses" integer NOT NULL,
	"words" text[],
	"phrases" text[],
	"themes" text[],
	"length" integer
);
--> statement-breakpoint
-- Every response that wrote an "other" text reaches other_cause_pending in the same transaction,
-- whatever path made it (submission, deletion, a bulk load), so the kept counts never drift.
-- "Wrote" is the tab's rule: chose "other" and typed something that is not only spaces.
CREATE FUNCTION other_cause_pending_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO other_cause_pending (key, text, grade, gender, weight)
    SELECT md5(causes_other_text), causes_other_text, grade, gender, 1 FROM inserted_rows
    WHERE 'other' = ANY(causes) AND causes_other_text ~ '[^[:space:]]';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION other_cause_pending_add_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO other_cause_pending (key, text, grade, gender, weight)
    SELECT md5(causes_other_text), causes_other_text, grade, gender, -1 FROM deleted_rows
    WHERE 'other' = ANY(causes) AND causes_other_text ~ '[^[:space:]]';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION other_cause_pending_add_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF 'other' = ANY(OLD.causes) AND OLD.causes_other_text ~ '[^[:space:]]' THEN
    INSERT INTO other_cause_pending (key, text, grade, gender, weight)
      VALUES (md5(OLD.causes_other_text), OLD.causes_other_text, OLD.grade, OLD.gender, -1);
  END IF;
  IF 'other' = ANY(NEW.causes) AND NEW.causes_other_text ~ '[^[:space:]]' THEN
    INSERT INTO other_cause_pending (key, text, grade, gender, weight)
      VALUES (md5(NEW.causes_other_text), NEW.causes_other_text, NEW.grade, NEW.gender, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION other_cause_texts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM other_cause_pending;
  DELETE FROM other_cause_texts;
  DELETE FROM other_cause_cells;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_responses_other_cause_insert AFTER INSERT ON survey_responses
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION other_cause_pending_add_inserted();
--> statement-breakpoint
CREATE TRIGGER survey_responses_other_cause_delete AFTER DELETE ON survey_responses
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION other_cause_pending_add_deleted();
--> statement-breakpoint
-- Row-level because transition tables cannot have a column list, and an update of these
-- columns is rare (retention's updates of e-mails must not write here).
CREATE TRIGGER survey_responses_other_cause_update
  AFTER UPDATE OF causes, causes_other_text, grade, gender ON survey_responses
  FOR EACH ROW
  WHEN (OLD.causes IS DISTINCT FROM NEW.causes
    OR OLD.causes_other_text IS DISTINCT FROM NEW.causes_other_text
    OR OLD.grade IS DISTINCT FROM NEW.grade OR OLD.gender IS DISTINCT FROM NEW.gender)
  EXECUTE FUNCTION other_cause_pending_add_updated();
--> statement-breakpoint
CREATE TRIGGER survey_responses_other_cause_truncate AFTER TRUNCATE ON survey_responses
  FOR EACH STATEMENT EXECUTE FUNCTION other_cause_texts_clear();
--> statement-breakpoint
-- Responses stored before this migration are counted now; the first fold analyses their texts.
INSERT INTO other_cause_texts (key, text, responses)
  SELECT md5(causes_other_text), causes_other_text, count(*) FROM survey_responses
  WHERE 'other' = ANY(causes) AND causes_other_text ~ '[^[:space:]]'
  GROUP BY causes_other_text;
--> statement-breakpoint
INSERT INTO other_cause_cells (grade, gender, responses)
  SELECT grade, gender, count(*) FROM survey_responses
  WHERE 'other' = ANY(causes) AND causes_other_text ~ '[^[:space:]]'
  GROUP BY grade, gender;
--> statement-breakpoint
-- A fold finds its work (texts to analyse, texts no response holds) without reading every kept
-- text: a read folds first, and most reads find nothing to do.
CREATE INDEX other_cause_texts_unanalysed_idx ON other_cause_texts (key) WHERE words IS NULL;
--> statement-breakpoint
CREATE INDEX other_cause_texts_unheld_idx ON other_cause_texts (key) WHERE responses <= 0;
