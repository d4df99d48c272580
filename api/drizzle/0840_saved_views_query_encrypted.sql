-- A saved view's query holds what the administrator typed in the search box (a patient's name or
-- e-mail), so it is kept encrypted with the data key, as patients' fields are. The column is
-- renamed to say so; the rows saved before this migration are encrypted by the API at its next
-- start (encryptLegacySavedViews), before it answers any request.
ALTER TABLE "saved_views" RENAME COLUMN "query" TO "query_enc";
--> statement-breakpoint
-- Which columns of a list an administrator keeps hidden, and how dense its rows are: one row per
-- administrator and list, written by the column chooser above every list.
CREATE TABLE "list_layouts" (
  "admin_id" bigint NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
  "list" text NOT NULL,
  "hidden" text[] NOT NULL DEFAULT '{}',
  "shown" text[] NOT NULL DEFAULT '{}',
  "density" text NOT NULL DEFAULT 'comfortable',
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("admin_id", "list")
);
