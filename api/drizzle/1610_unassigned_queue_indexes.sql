-- My work's unassigned items, oldest first: the queue indexes of migration 1200 lead with
-- assignee_id, and PostgreSQL reads `assignee_id is null` there without their created_at order
-- (IS NULL is not an equality it can order by), so the pending doctors' arm read and sorted every
-- pending doctor (604 at the bench's scale, 1.3 of the statement's 1.5 ms) to show 25. These hold
-- only the unassigned, in the page's order: the arm reads the 25 it shows.
CREATE INDEX "users_doctor_unassigned_idx" ON "users" ("created_at", "id")
  WHERE "role_id" = 3 AND "status" = 'pending' AND "assignee_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "enquiries_unassigned_idx" ON "enquiries" ("created_at", "id")
  WHERE "status" = 0 AND "assignee_id" IS NULL;
