ALTER TABLE "admin_login_failures" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_login_failures_address_idx" ON "admin_login_failures" USING btree ("address","failed_at");--> statement-breakpoint
CREATE INDEX "admin_login_failures_failed_at_idx" ON "admin_login_failures" USING btree ("failed_at");