CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"wave_id" uuid NOT NULL,
	"name" text NOT NULL,
	"grade" text NOT NULL,
	"enrolled" integer,
	"code" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_grade_known" CHECK ("classes"."grade" IN ('grade10', 'grade11', 'grade12')),
	CONSTRAINT "classes_code_shape" CHECK (char_length("classes"."code") = 7),
	CONSTRAINT "classes_enrolled_positive" CHECK ("classes"."enrolled" IS NULL OR "classes"."enrolled" BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"opens_on" date,
	"closes_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waves_dates_in_order" CHECK ("waves"."opens_on" IS NULL OR "waves"."closes_on" IS NULL OR "waves"."opens_on" <= "waves"."closes_on")
);
--> statement-breakpoint
ALTER TABLE "admins" DROP CONSTRAINT "admins_permissions_known";--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "school_id" uuid;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "wave_id" uuid;--> statement-breakpoint
-- Responses stored before wording versions were recorded were read in the first wording.
ALTER TABLE "survey_responses" ADD COLUMN "wording_version" text DEFAULT 'prca24-2026-11-21' NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ALTER COLUMN "wording_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "survey_sessions" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "survey_sessions" ADD COLUMN "school_id" uuid;--> statement-breakpoint
ALTER TABLE "survey_sessions" ADD COLUMN "wave_id" uuid;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_wave_id_waves_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."waves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_code_unique" ON "classes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "classes_school_id_idx" ON "classes" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "classes_wave_id_idx" ON "classes" USING btree ("wave_id");--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_wave_id_waves_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."waves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sessions" ADD CONSTRAINT "survey_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sessions" ADD CONSTRAINT "survey_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sessions" ADD CONSTRAINT "survey_sessions_wave_id_waves_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."waves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_responses_class_id_idx" ON "survey_responses" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_responses_school_id_idx" ON "survey_responses" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_responses_wave_id_idx" ON "survey_responses" USING btree ("wave_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_sessions_class_id_idx" ON "survey_sessions" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "survey_sessions_school_id_idx" ON "survey_sessions" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "survey_sessions_wave_id_idx" ON "survey_sessions" USING btree ("wave_id");--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_permissions_known" CHECK ("admins"."permissions" <@ ARRAY['view_analytics', 'view_surveys', 'manage_surveys', 'export_data', 'manage_users', 'manage_settings', 'manage_study']::text[]);--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_wording_version_known" CHECK ("survey_responses"."wording_version" IN ('prca24-2026-11-21', 'prca24-2026-11-23'));--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_class_whole" CHECK (("survey_responses"."class_id" IS NULL) = ("survey_responses"."school_id" IS NULL) AND ("survey_responses"."class_id" IS NULL) = ("survey_responses"."wave_id" IS NULL));--> statement-breakpoint
-- A superadmin holds every permission, the new one included.
UPDATE "admins" SET "permissions" = array_append("permissions", 'manage_study')
  WHERE "role" = 'superadmin' AND NOT ('manage_study' = ANY("permissions"));
