-- Audit entries of one millisecond (the embedded database's clock counts milliseconds) read in the
-- order they were written, newest first, instead of in the order of their random ids.
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","seq");