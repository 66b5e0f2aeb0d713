CREATE TABLE "response_link_codes" (
	"response_id" uuid NOT NULL,
	"question" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "response_link_codes_response_id_question_pk" PRIMARY KEY("response_id","question"),
	CONSTRAINT "response_link_codes_question_known" CHECK ("response_link_codes"."question" IN ('motherInitial', 'ownInitial', 'birthDay', 'olderSiblings'))
);
--> statement-breakpoint
ALTER TABLE "consent_versions" ADD COLUMN "link_waves" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "response_link_codes" ADD CONSTRAINT "response_link_codes_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;