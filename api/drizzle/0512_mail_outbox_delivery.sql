-- mail_outbox becomes a durable queue: a request writes the mail (recipient, subject, body and any
-- delivery error encrypted like other personal fields, lib/crypto.ts) and a background worker
-- delivers it (plugins/mail.ts). 'pending' waits for delivery, 'outbox' is kept without SMTP,
-- 'sent' and 'failed' are done; rows are purged after MAIL_RETENTION_DAYS. Rows written before
-- this migration hold plain text: the server encrypts them at start-up (mail-outbox.ts).
DROP INDEX IF EXISTS "mail_outbox_to_created_idx";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_check";
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'outbox', 'sent', 'failed'));
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';
--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");
