-- The audit log becomes a list (GET /api/audit) read at a million entries: newest first,
-- by admin, by action, by target, each with a date range. Every index ends in (created_at, id), the
-- list's order with its tiebreaker, so a filtered page is the first rows of one index walk (read
-- backwards for newest first). They replace the three indexes of 0002 without the id.
DROP INDEX IF EXISTS "audit_log_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_target_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_admin_idx";
--> statement-breakpoint
CREATE INDEX "audit_log_created_id_idx" ON "audit_log" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_admin_created_idx" ON "audit_log" USING btree ("admin_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action", "created_at", "id");
--> statement-breakpoint
-- A record's history (the detail pages' History panels, a patient's reads) is asked by its uid alone:
-- the uids are unique across kinds, and one record may be the target of several (a doctor is a
-- "user" when impersonated).
CREATE INDEX "audit_log_target_created_idx" ON "audit_log" USING btree ("target_uid", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_request_idx" ON "audit_log" USING btree ("request_id");
