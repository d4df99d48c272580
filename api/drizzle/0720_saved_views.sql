-- Saved views: an administrator's named filters, search and sort of one list (the list's
-- URL query), shown as quick tabs above it. Each admin's own; a name is unique per admin and list
-- (case-insensitively), and the tabs keep the order they were saved in.
CREATE TABLE "saved_views" (
  "id" bigserial PRIMARY KEY,
  "uid" uuid NOT NULL DEFAULT gen_random_uuid(),
  "admin_id" bigint NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
  "list" text NOT NULL,
  "name" text NOT NULL,
  "query" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_uid_unique" UNIQUE ("uid");
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_admin_list_name_uq" ON "saved_views" USING btree ("admin_id", "list", lower("name"));
--> statement-breakpoint
CREATE INDEX "saved_views_admin_list_idx" ON "saved_views" USING btree ("admin_id", "list", "id");
