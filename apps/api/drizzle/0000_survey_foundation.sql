CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_username_unique" UNIQUE("username"),
	CONSTRAINT "admins_role_known" CHECK ("admins"."role" IN ('superadmin', 'researcher', 'viewer')),
	CONSTRAINT "admins_permissions_known" CHECK ("admins"."permissions" <@ ARRAY['view_analytics', 'view_surveys', 'manage_surveys', 'export_data', 'manage_users', 'manage_settings']::text[])
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"session_id" uuid,
	"user_id" uuid,
	"email" text,
	"grade" text NOT NULL,
	"gender" text NOT NULL,
	"participation" text NOT NULL,
	"awareness" text NOT NULL,
	"causes" text[] NOT NULL,
	"causes_other_text" text,
	"impact_level" text NOT NULL,
	"answers" smallint[] NOT NULL,
	"total_score" smallint NOT NULL,
	"group_discussion" smallint NOT NULL,
	"meetings" smallint NOT NULL,
	"interpersonal" smallint NOT NULL,
	"public_speaking" smallint NOT NULL,
	"interpretation" text NOT NULL,
	"locale" text NOT NULL,
	CONSTRAINT "survey_responses_grade_known" CHECK ("survey_responses"."grade" IN ('grade10', 'grade11', 'grade12')),
	CONSTRAINT "survey_responses_gender_known" CHECK ("survey_responses"."gender" IN ('male', 'female', 'other')),
	CONSTRAINT "survey_responses_participation_known" CHECK ("survey_responses"."participation" IN ('frequently', 'sometimes', 'rarely', 'never')),
	CONSTRAINT "survey_responses_awareness_known" CHECK ("survey_responses"."awareness" IN ('familiar', 'unfamiliar', 'heard_but_unsure')),
	CONSTRAINT "survey_responses_impact_known" CHECK ("survey_responses"."impact_level" IN ('no_impact', 'mild_impact', 'moderate_impact', 'significant_impact', 'severe_impact')),
	CONSTRAINT "survey_responses_causes_known" CHECK (cardinality("survey_responses"."causes") >= 1 AND "survey_responses"."causes" <@ ARRAY['conversation_skills', 'self_consciousness', 'no_need', 'family_communication', 'past_negative_experience', 'fear_of_judgment', 'not_listened', 'social_media_influence', 'academic_pressure', 'other']::text[]),
	CONSTRAINT "survey_responses_locale_known" CHECK ("survey_responses"."locale" IN ('en', 'vi')),
	CONSTRAINT "survey_responses_interpretation_known" CHECK ("survey_responses"."interpretation" IN ('low', 'average', 'high')),
	CONSTRAINT "survey_responses_answers_valid" CHECK (array_ndims("survey_responses"."answers") = 1 AND array_lower("survey_responses"."answers", 1) = 1
        AND cardinality("survey_responses"."answers") = 24
        AND array_position("survey_responses"."answers", NULL) IS NULL
        AND 1 <= ALL("survey_responses"."answers") AND 5 >= ALL("survey_responses"."answers")),
	CONSTRAINT "survey_responses_scores_consistent" CHECK ("survey_responses"."total_score" = "survey_responses"."group_discussion" + "survey_responses"."meetings" + "survey_responses"."interpersonal" + "survey_responses"."public_speaking"
        AND "survey_responses"."group_discussion" BETWEEN 6 AND 30 AND "survey_responses"."meetings" BETWEEN 6 AND 30
        AND "survey_responses"."interpersonal" BETWEEN 6 AND 30 AND "survey_responses"."public_speaking" BETWEEN 6 AND 30)
);
--> statement-breakpoint
CREATE TABLE "survey_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"furthest_question" smallint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"locale" text,
	CONSTRAINT "survey_sessions_furthest_question_range" CHECK ("survey_sessions"."furthest_question" BETWEEN 0 AND 24),
	CONSTRAINT "survey_sessions_locale_known" CHECK ("survey_sessions"."locale" IN ('en', 'vi'))
);
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_session_id_survey_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."survey_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_responses_created_at_idx" ON "survey_responses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "survey_responses_session_id_idx" ON "survey_responses" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "survey_responses_email_idx" ON "survey_responses" USING btree ("email");--> statement-breakpoint
CREATE INDEX "survey_responses_user_id_idx" ON "survey_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "survey_sessions_started_at_idx" ON "survey_sessions" USING btree ("started_at");