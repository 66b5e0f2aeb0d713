CREATE TABLE "cause_cells" (
	"awareness" text NOT NULL,
	"impact_level" text NOT NULL,
	"gender" text NOT NULL,
	"cause" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "cause_cells_awareness_impact_level_gender_cause_pk" PRIMARY KEY("awareness","impact_level","gender","cause")
);
--> statement-breakpoint
CREATE TABLE "response_cells_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "response_cells_pending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL,
	"grade" text NOT NULL,
	"gender" text NOT NULL,
	"participation" text NOT NULL,
	"awareness" text NOT NULL,
	"impact_level" text NOT NULL,
	"causes" text[] NOT NULL,
	"total_score" smallint NOT NULL,
	"group_discussion" smallint NOT NULL,
	"meetings" smallint NOT NULL,
	"interpersonal" smallint NOT NULL,
	"public_speaking" smallint NOT NULL,
	"weight" smallint NOT NULL,
	CONSTRAINT "response_cells_pending_weight_known" CHECK ("response_cells_pending"."weight" IN (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "response_slots" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL,
	"score_sum" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_cells" (
	"total_score" smallint NOT NULL,
	"grade" text NOT NULL,
	"gender" text NOT NULL,
	"participation" text NOT NULL,
	"n" bigint NOT NULL,
	"group_discussion_sum" bigint NOT NULL,
	"meetings_sum" bigint NOT NULL,
	"interpersonal_sum" bigint NOT NULL,
	"public_speaking_sum" bigint NOT NULL,
	CONSTRAINT "score_cells_total_score_grade_gender_participation_pk" PRIMARY KEY("total_score","grade","gender","participation")
);
--> statement-breakpoint
CREATE TABLE "section_b_cells" (
	"awareness" text NOT NULL,
	"impact_level" text NOT NULL,
	"gender" text NOT NULL,
	"n" bigint NOT NULL,
	"score_sum" bigint NOT NULL,
	CONSTRAINT "section_b_cells_awareness_impact_level_gender_pk" PRIMARY KEY("awareness","impact_level","gender")
);
--> statement-breakpoint
-- Every change to survey_responses reaches response_cells_pending in the same transaction,
-- whatever path made it (submission, deletion, a bulk load), so the kept cells never drift.
CREATE FUNCTION response_cells_pending_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO response_cells_pending (created_at, grade, gender, participation, awareness,
      impact_level, causes, total_score, group_discussion, meetings, interpersonal,
      public_speaking, weight)
    SELECT created_at, grade, gender, participation, awareness, impact_level, causes,
      total_score, group_discussion, meetings, interpersonal, public_speaking, 1
    FROM inserted_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION response_cells_pending_add_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO response_cells_pending (created_at, grade, gender, participation, awareness,
      impact_level, causes, total_score, group_discussion, meetings, interpersonal,
      public_speaking, weight)
    SELECT created_at, grade, gender, participation, awareness, impact_level, causes,
      total_score, group_discussion, meetings, interpersonal, public_speaking, -1
    FROM deleted_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION response_cells_pending_add_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO response_cells_pending (created_at, grade, gender, participation, awareness,
      impact_level, causes, total_score, group_discussion, meetings, interpersonal,
      public_speaking, weight)
    VALUES
      (OLD.created_at, OLD.grade, OLD.gender, OLD.participation, OLD.awareness,
        OLD.impact_level, OLD.causes, OLD.total_score, OLD.group_discussion, OLD.meetings,
        OLD.interpersonal, OLD.public_speaking, -1),
      (NEW.created_at, NEW.grade, NEW.gender, NEW.participation, NEW.awareness,
        NEW.impact_level, NEW.causes, NEW.total_score, NEW.group_discussion, NEW.meetings,
        NEW.interpersonal, NEW.public_speaking, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION response_cells_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM response_cells_pending;
  DELETE FROM score_cells;
  DELETE FROM section_b_cells;
  DELETE FROM cause_cells;
  DELETE FROM response_slots;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_responses_cells_insert AFTER INSERT ON survey_responses
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION response_cells_pending_add_inserted();
--> statement-breakpoint
CREATE TRIGGER survey_responses_cells_delete AFTER DELETE ON survey_responses
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION response_cells_pending_add_deleted();
--> statement-breakpoint
-- Row-level because transition tables cannot have a column list, and an update of these
-- columns is rare (the quality flags' recomputation and retention must not write here).
CREATE TRIGGER survey_responses_cells_update
  AFTER UPDATE OF created_at, grade, gender, participation, awareness, impact_level, causes,
    total_score, group_discussion, meetings, interpersonal, public_speaking ON survey_responses
  FOR EACH ROW
  WHEN ((OLD.created_at, OLD.grade, OLD.gender, OLD.participation, OLD.awareness,
      OLD.impact_level, OLD.causes, OLD.total_score, OLD.group_discussion, OLD.meetings,
      OLD.interpersonal, OLD.public_speaking)
    IS DISTINCT FROM (NEW.created_at, NEW.grade, NEW.gender, NEW.participation, NEW.awareness,
      NEW.impact_level, NEW.causes, NEW.total_score, NEW.group_discussion, NEW.meetings,
      NEW.interpersonal, NEW.public_speaking))
  EXECUTE FUNCTION response_cells_pending_add_updated();
--> statement-breakpoint
CREATE TRIGGER survey_responses_cells_truncate AFTER TRUNCATE ON survey_responses
  FOR EACH STATEMENT EXECUTE FUNCTION response_cells_clear();
--> statement-breakpoint
-- Responses stored before this migration are pending: the first fold counts them.
INSERT INTO response_cells_pending (created_at, grade, gender, participation, awareness,
    impact_level, causes, total_score, group_discussion, meetings, interpersonal,
    public_speaking, weight)
  SELECT created_at, grade, gender, participation, awareness, impact_level, causes,
    total_score, group_discussion, meetings, interpersonal, public_speaking, 1
  FROM survey_responses;
