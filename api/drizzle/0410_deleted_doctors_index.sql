-- The dashboard (polled by every signed-in screen) counts doctors with an expired licence, leaving
-- out deleted doctors. Their ids came from users_role_status_idx, visiting a heap page per doctor
-- (half of that count's 1.6 ms at 10k doctors); this partial index answers them index-only.
CREATE INDEX IF NOT EXISTS "users_deleted_doctors_idx" ON "users" ("id") WHERE "role_id" = 3 AND "status" = 'deleted';
