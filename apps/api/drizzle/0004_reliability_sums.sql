CREATE TABLE "reliability_cells" (
	"grade" text NOT NULL,
	"gender" text NOT NULL,
	"n" bigint NOT NULL,
	"sums" bigint[] NOT NULL,
	"cross_products" bigint[] NOT NULL,
	CONSTRAINT "reliability_cells_grade_gender_pk" PRIMARY KEY("grade","gender")
);
--> statement-breakpoint
CREATE TABLE "reliability_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reliability_pending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grade" text NOT NULL,
	"gender" text NOT NULL,
	"answers" smallint[] NOT NULL,
	"weight" smallint NOT NULL,
	CONSTRAINT "reliability_pending_weight_known" CHECK ("reliability_pending"."weight" IN (-1, 1))
);
--> statement-breakpoint
-- Every change to survey_responses reaches reliability_pending in the same transaction, whatever
-- path made it (submission, deletion, a bulk load), so the kept sums can never drift.
CREATE FUNCTION reliability_pending_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reliability_pending (grade, gender, answers, weight)
    SELECT grade, gender, answers, 1 FROM inserted_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION reliability_pending_add_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reliability_pending (grade, gender, answers, weight)
    SELECT grade, gender, answers, -1 FROM deleted_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION reliability_pending_add_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reliability_pending (grade, gender, answers, weight)
    VALUES (OLD.grade, OLD.gender, OLD.answers, -1), (NEW.grade, NEW.gender, NEW.answers, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION reliability_sums_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reliability_pending;
  DELETE FROM reliability_cells;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_responses_reliability_insert AFTER INSERT ON survey_responses
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reliability_pending_add_inserted();
--> statement-breakpoint
CREATE TRIGGER survey_responses_reliability_delete AFTER DELETE ON survey_responses
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reliability_pending_add_deleted();
--> statement-breakpoint
-- Row-level because transition tables cannot have a column list, and an update of these
-- columns is rare (retention's updates of e-mails must not write here).
CREATE TRIGGER survey_responses_reliability_update
  AFTER UPDATE OF grade, gender, answers ON survey_responses
  FOR EACH ROW
  WHEN (OLD.grade IS DISTINCT FROM NEW.grade OR OLD.gender IS DISTINCT FROM NEW.gender
    OR OLD.answers IS DISTINCT FROM NEW.answers)
  EXECUTE FUNCTION reliability_pending_add_updated();
--> statement-breakpoint
CREATE TRIGGER survey_responses_reliability_truncate AFTER TRUNCATE ON survey_responses
  FOR EACH STATEMENT EXECUTE FUNCTION reliability_sums_clear();
--> statement-breakpoint
-- Responses stored before this migration are pending: the first fold sums them.
INSERT INTO reliability_pending (grade, gender, answers, weight)
  SELECT grade, gender, answers, 1 FROM survey_responses;
