ALTER TABLE "survey_responses" ADD COLUMN "completion_time" numeric GENERATED ALWAYS AS (CASE WHEN session_id IS NOT NULL THEN extract(epoch FROM created_at - started_at) END) STORED;--> statement-breakpoint
ALTER TABLE "response_cells_pending" ADD COLUMN "completion_time" numeric;--> statement-breakpoint
ALTER TABLE "response_slots" ADD COLUMN "recorded_times" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "response_slots" ADD COLUMN "unrecorded_times" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "response_slots" ADD COLUMN "seconds_sum" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "survey_responses_completion_time_idx" ON "survey_responses" USING btree ("completion_time");--> statement-breakpoint
CREATE INDEX "survey_sessions_unfinished_idx" ON "survey_sessions" USING btree ("furthest_question","last_activity_at") WHERE "survey_sessions"."completed_at" IS NULL;
--> statement-breakpoint
-- The completion figures' counts and sum join the kept quarter hours, so pending rows carry
-- each response's completion time, and a change of its session or start (a deleted session sets
-- session_id to NULL) changes them.
CREATE OR REPLACE FUNCTION response_cells_pending_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO response_cells_pending (created_at, grade, gender, participation, awareness, impact_level, causes,
      total_score, group_discussion, meetings, interpersonal, public_speaking, completion_time, weight)
    SELECT created_at, grade, gender, participation, awareness, impact_level, causes,
      total_score, group_discussion, meetings, interpersonal, public_speaking, completion_time, 1
    FROM inserted_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION response_cells_pending_add_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO response_cells_pending (created_at, grade, gender, participation, awareness, impact_level, causes,
      total_score, group_discussion, meetings, interpersonal, public_speaking, completion_time, weight)
    SELECT created_at, grade, gender, participation, awareness, impact_level, causes,
      total_score, group_discussion, meetings, interpersonal, public_speaking, completion_time, -1
    FROM deleted_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION response_cells_pending_add_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO response_cells_pending (created_at, grade, gender, participation, awareness, impact_level, causes,
      total_score, group_discussion, meetings, interpersonal, public_speaking, completion_time, weight)
    VALUES
      (OLD.created_at, OLD.grade, OLD.gender, OLD.participation, OLD.awareness,
        OLD.impact_level, OLD.causes, OLD.total_score, OLD.group_discussion, OLD.meetings,
        OLD.interpersonal, OLD.public_speaking, OLD.completion_time, -1),
      (NEW.created_at, NEW.grade, NEW.gender, NEW.participation, NEW.awareness,
        NEW.impact_level, NEW.causes, NEW.total_score, NEW.group_discussion, NEW.meetings,
        NEW.interpersonal, NEW.public_speaking, NEW.completion_time, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER survey_responses_cells_update ON survey_responses;
--> statement-breakpoint
CREATE TRIGGER survey_responses_cells_update
  AFTER UPDATE OF created_at, grade, gender, participation, awareness, impact_level, causes, total_score, group_discussion, meetings, interpersonal, public_speaking, session_id, started_at ON survey_responses
  FOR EACH ROW
  WHEN ((OLD.created_at, OLD.grade, OLD.gender, OLD.participation, OLD.awareness, OLD.impact_level, OLD.causes, OLD.total_score, OLD.group_discussion, OLD.meetings, OLD.interpersonal, OLD.public_speaking, OLD.session_id, OLD.started_at)
    IS DISTINCT FROM (NEW.created_at, NEW.grade, NEW.gender, NEW.participation, NEW.awareness, NEW.impact_level, NEW.causes, NEW.total_score, NEW.group_discussion, NEW.meetings, NEW.interpersonal, NEW.public_speaking, NEW.session_id, NEW.started_at))
  EXECUTE FUNCTION response_cells_pending_add_updated();
--> statement-breakpoint
-- The kept cells start again from every response, now with their completion times.
DELETE FROM response_cells_pending;
--> statement-breakpoint
DELETE FROM score_cells;
--> statement-breakpoint
DELETE FROM section_b_cells;
--> statement-breakpoint
DELETE FROM cause_cells;
--> statement-breakpoint
DELETE FROM response_slots;
--> statement-breakpoint
INSERT INTO response_cells_pending (created_at, grade, gender, participation, awareness, impact_level, causes,
      total_score, group_discussion, meetings, interpersonal, public_speaking, completion_time, weight)
  SELECT created_at, grade, gender, participation, awareness, impact_level, causes,
      total_score, group_discussion, meetings, interpersonal, public_speaking, completion_time, 1
  FROM survey_responses;
--> statement-breakpoint
-- A session whose response is stored is completed: the submission marks it so in the same
-- transaction, and this makes it true of every path (a bulk load, a test), so the unfinished
-- sessions are the ones with no completion time, read from their partial index alone.
CREATE FUNCTION survey_sessions_complete_answered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE survey_sessions SET completed_at = answered.created_at
    FROM inserted_rows AS answered
    WHERE survey_sessions.id = answered.session_id AND survey_sessions.completed_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_responses_complete_session AFTER INSERT ON survey_responses
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_sessions_complete_answered();
--> statement-breakpoint
UPDATE survey_sessions SET completed_at = answered.created_at
  FROM survey_responses AS answered
  WHERE survey_sessions.id = answered.session_id AND survey_sessions.completed_at IS NULL;
