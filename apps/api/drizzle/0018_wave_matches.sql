CREATE TABLE "wave_matches" (
	"from_wave_id" uuid NOT NULL,
	"to_wave_id" uuid NOT NULL,
	"from_response_id" uuid NOT NULL,
	"to_response_id" uuid,
	"outcome" text NOT NULL,
	CONSTRAINT "wave_matches_from_wave_id_to_wave_id_from_response_id_pk" PRIMARY KEY("from_wave_id","to_wave_id","from_response_id"),
	CONSTRAINT "wave_matches_outcome_known" CHECK ("wave_matches"."outcome" IN ('exact', 'oneDifference', 'ambiguous'))
);
--> statement-breakpoint
CREATE TABLE "wave_matchings" (
	"from_wave_id" uuid NOT NULL,
	"to_wave_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"figures" jsonb,
	CONSTRAINT "wave_matchings_from_wave_id_to_wave_id_pk" PRIMARY KEY("from_wave_id","to_wave_id")
);
--> statement-breakpoint
ALTER TABLE "wave_matches" ADD CONSTRAINT "wave_matches_from_wave_id_waves_id_fk" FOREIGN KEY ("from_wave_id") REFERENCES "public"."waves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_matches" ADD CONSTRAINT "wave_matches_to_wave_id_waves_id_fk" FOREIGN KEY ("to_wave_id") REFERENCES "public"."waves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_matches" ADD CONSTRAINT "wave_matches_from_response_id_survey_responses_id_fk" FOREIGN KEY ("from_response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_matches" ADD CONSTRAINT "wave_matches_to_response_id_survey_responses_id_fk" FOREIGN KEY ("to_response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_matchings" ADD CONSTRAINT "wave_matchings_from_wave_id_waves_id_fk" FOREIGN KEY ("from_wave_id") REFERENCES "public"."waves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_matchings" ADD CONSTRAINT "wave_matchings_to_wave_id_waves_id_fk" FOREIGN KEY ("to_wave_id") REFERENCES "public"."waves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wave_matches_from_response_idx" ON "wave_matches" USING btree ("from_response_id");--> statement-breakpoint
CREATE INDEX "wave_matches_to_response_idx" ON "wave_matches" USING btree ("to_response_id");