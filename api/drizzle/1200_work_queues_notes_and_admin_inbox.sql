-- Work queues, internal notes and the administrators' own inbox.
--
-- A work item (a pending enquiry, a doctor awaiting approval, a suggested specialty or service
-- awaiting review) may be assigned to one administrator: the assignee is a column of the item's own
-- row, so assigning is one conditional UPDATE (two "Assign to me" at once: one row changes, the
-- other sees who has it) and the item's existing live-update trigger announces it.
ALTER TABLE "enquiries" ADD COLUMN "assignee_id" bigint REFERENCES "admins"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "assigned_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "assignee_id" bigint REFERENCES "admins"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "assigned_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "suggested_specialities" ADD COLUMN "assignee_id" bigint REFERENCES "admins"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "suggested_specialities" ADD COLUMN "assigned_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "suggested_services" ADD COLUMN "assignee_id" bigint REFERENCES "admins"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "suggested_services" ADD COLUMN "assigned_at" timestamptz;
--> statement-breakpoint
-- The open items of each queue, by assignee then age: My work's pages and counts, and the lists'
-- "Mine" and "Unassigned" filters, read these small partial indexes.
CREATE INDEX "enquiries_queue_idx" ON "enquiries" ("assignee_id", "created_at", "id") WHERE "status" = 0;
--> statement-breakpoint
CREATE INDEX "enquiries_assignee_idx" ON "enquiries" ("assignee_id", "created_at") WHERE "assignee_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "users_doctor_queue_idx" ON "users" ("assignee_id", "created_at", "id") WHERE "role_id" = 3 AND "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "users_assignee_idx" ON "users" ("assignee_id", "created_at") WHERE "assignee_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "suggested_specialities_queue_idx" ON "suggested_specialities" ("assignee_id", "created_at", "id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "suggested_services_queue_idx" ON "suggested_services" ("assignee_id", "created_at", "id") WHERE "status" = 'pending';
--> statement-breakpoint
-- Internal notes on a record (doctor, patient, clinic, appointment, enquiry), by its public key
-- (a user's or appointment's uid, an enquiry's id). The text is encrypted like a patient's fields
-- (a note on a patient is patient data; every note is encrypted, so no note type is the exception).
-- Deleting keeps the row, marked; an edit keeps the earlier text in record_note_versions.
CREATE TABLE "record_notes" (
  "id" bigserial PRIMARY KEY,
  "uid" uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  "record_type" text NOT NULL CHECK ("record_type" IN ('doctor', 'patient', 'clinic', 'appointment', 'enquiry')),
  "record_key" text NOT NULL,
  "author_id" bigint REFERENCES "admins"("id") ON DELETE SET NULL,
  "body_enc" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "edited_at" timestamptz,
  "deleted_at" timestamptz,
  "deleted_by" bigint REFERENCES "admins"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "record_notes_record_idx" ON "record_notes" ("record_type", "record_key", "created_at", "id");
--> statement-breakpoint
CREATE TABLE "record_note_versions" (
  "id" bigserial PRIMARY KEY,
  "note_id" bigint NOT NULL REFERENCES "record_notes"("id") ON DELETE CASCADE,
  "body_enc" text NOT NULL,
  "written_at" timestamptz NOT NULL,
  "replaced_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "record_note_versions_note_idx" ON "record_note_versions" ("note_id", "id");
--> statement-breakpoint
-- An administrator's inbox: mentions and assignments made by someone else. Points at the record
-- by type and key; holds no text of the note.
CREATE TABLE "admin_notifications" (
  "id" bigserial PRIMARY KEY,
  "uid" uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  "admin_id" bigint NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
  "actor_id" bigint REFERENCES "admins"("id") ON DELETE SET NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('mention', 'assignment')),
  "record_type" text NOT NULL,
  "record_key" text NOT NULL,
  "record_label" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "read_at" timestamptz
);
--> statement-breakpoint
CREATE INDEX "admin_notifications_admin_idx" ON "admin_notifications" ("admin_id", "id");
--> statement-breakpoint
CREATE INDEX "admin_notifications_unread_idx" ON "admin_notifications" ("admin_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "notify_by_email" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE TRIGGER record_notes_announce AFTER INSERT OR UPDATE ON record_notes
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('notes');
--> statement-breakpoint
CREATE TRIGGER admin_notifications_announce AFTER INSERT OR UPDATE ON admin_notifications
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('admin-inbox');
