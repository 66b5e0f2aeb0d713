ALTER TABLE "admins" DROP CONSTRAINT "admins_role_known";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "scope" jsonb;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_counsellor_scoped" CHECK ("admins"."role" <> 'counsellor' OR "admins"."scope" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_known" CHECK ("admins"."role" IN ('superadmin', 'researcher', 'viewer', 'counsellor'));