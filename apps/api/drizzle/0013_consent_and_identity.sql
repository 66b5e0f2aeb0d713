CREATE TABLE "consent_declines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid,
	"consent_version" integer
);
--> statement-breakpoint
CREATE TABLE "consent_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"respondent_identity" text NOT NULL,
	"text_vi" text NOT NULL,
	"text_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_versions_identity_known" CHECK ("consent_versions"."respondent_identity" IN ('anonymous', 'email', 'signIn')),
	CONSTRAINT "consent_versions_positive" CHECK ("consent_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "legacy_guest_emails" (
	"response_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_identity" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret_check" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "server_identity_one_row" CHECK ("server_identity"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "survey_responses_email_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "parental_consent_collected" boolean;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "email_hash" text;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "consent_version" integer;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "submitted_after_class_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_sessions" ADD COLUMN "seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The best the server knows of sessions started before it recorded when it saw them.
UPDATE "survey_sessions" SET "seen_at" = "started_at";--> statement-breakpoint
-- An installation that has run before keeps asking for an e-mail until a superadmin changes it;
-- a new one (no admin yet: the first is made after the migrations) starts anonymous.
INSERT INTO "settings" ("key", "value")
  SELECT 'respondentIdentity', '"email"'::jsonb WHERE EXISTS (SELECT 1 FROM "admins")
  ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- Classes closed before this release: when is unknown, so their creation, which lets no earlier
-- session in late (they took no late responses before either).
UPDATE "classes" SET "closed_at" = "created_at" WHERE NOT "open";--> statement-breakpoint
ALTER TABLE "consent_declines" ADD CONSTRAINT "consent_declines_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_declines_class_id_idx" ON "consent_declines" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "survey_responses_email_hash_idx" ON "survey_responses" USING btree ("email_hash");--> statement-breakpoint
-- Guests' addresses leave survey_responses: the server hashes them with its identity secret
-- before it serves (identity/prepare.ts) and empties legacy_guest_emails (issue 27).
INSERT INTO "legacy_guest_emails" ("response_id", "email")
  SELECT "id", "email" FROM "survey_responses" WHERE "email" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_kind_known" CHECK ("audit_log"."actor_kind" IN ('admin', 'respondent', 'console'));