ALTER TABLE "admins" DROP CONSTRAINT "admins_permissions_known";--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "flag_straight_lining" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "longest_run" smallint;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "flag_inconsistent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "inconsistent_contexts" smallint;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "context_gaps" double precision[];--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "flag_speeding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "completion_seconds" double precision;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "speeding_limit_seconds" double precision;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "flag_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "quality_basis" text;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "quality_override" text;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "quality_override_reason" text;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_permissions_known" CHECK ("admins"."permissions" <@ ARRAY['view_analytics', 'view_surveys', 'manage_surveys', 'export_data', 'manage_users', 'manage_settings', 'manage_study', 'review_quality']::text[]);--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_quality_override_known" CHECK ("survey_responses"."quality_override" IN ('keep', 'exclude'));--> statement-breakpoint
-- Backfill: the completion time of the responses a session timed (the flags themselves are
-- computed by the quality job, jobs/quality-recompute.ts, for every row whose quality_basis is
-- not the current thresholds', these rows included).
UPDATE "survey_responses"
  SET "completion_seconds" = extract(epoch FROM ("created_at" - "started_at"))
  WHERE "session_id" IS NOT NULL AND "started_at" IS NOT NULL AND "completion_seconds" IS NULL;--> statement-breakpoint
-- Superadmins hold every permission, and researchers may review the flagged responses.
UPDATE "admins" SET "permissions" = array_append("permissions", 'review_quality')
  WHERE "role" IN ('superadmin', 'researcher') AND NOT ('review_quality' = ANY("permissions"));
