-- Lists at marketplace scale (a million appointments and payments: docs/performance.md).
-- 1. Exact counts without counting: stat_counters also keeps `appointments:<status>` and
--    `transactions:<status>:<open|refunded>`, so the appointment and payment lists read their
--    totals (all, one status, Success, Refunded) from a few rows instead of counting 1M rows.
-- 2. Page indexes that end in id, in the direction the lists walk them (ORDER BY col, id both ASC
--    or both DESC: see orderBySql), so a page is the first 20 entries of an index walk.

CREATE OR REPLACE FUNCTION stat_appointments_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(name, n) INTO deltas FROM (
      SELECT 'appointments' AS name, count(*) AS n FROM new_rows
      UNION ALL SELECT 'appointments:' || status, count(*) FROM new_rows GROUP BY status) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(name, n) INTO deltas FROM (
      SELECT 'appointments' AS name, -count(*) AS n FROM old_rows
      UNION ALL SELECT 'appointments:' || status, -count(*) FROM old_rows GROUP BY status) x;
  ELSE
    SELECT jsonb_object_agg(name, n) INTO deltas FROM (
      SELECT name, sum(d) AS n FROM (
        SELECT 'appointments:' || status AS name, 1 AS d FROM new_rows
        UNION ALL
        SELECT 'appointments:' || status, -1 FROM old_rows) y
      GROUP BY name HAVING sum(d) <> 0) x;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM stat_counters_add(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stat_appointments_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_appointments_trigger();
--> statement-breakpoint
-- revenue_cents: succeeded payments less refunds; transactions:<status>:<open|refunded>: rows.
CREATE OR REPLACE FUNCTION stat_transactions_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(name, n) INTO deltas FROM (
      SELECT name, sum(d) AS n FROM (
        SELECT 'revenue_cents' AS name,
               CASE WHEN status = 'succeeded' THEN collected_amount_cents - coalesce(refund_amount_cents, 0) ELSE 0 END AS d
          FROM new_rows
        UNION ALL
        SELECT 'transactions:' || status || ':' || CASE WHEN refund_id IS NULL THEN 'open' ELSE 'refunded' END, 1
          FROM new_rows) y
      GROUP BY name HAVING sum(d) <> 0) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(name, n) INTO deltas FROM (
      SELECT name, sum(d) AS n FROM (
        SELECT 'revenue_cents' AS name,
               CASE WHEN status = 'succeeded' THEN -(collected_amount_cents - coalesce(refund_amount_cents, 0)) ELSE 0 END AS d
          FROM old_rows
        UNION ALL
        SELECT 'transactions:' || status || ':' || CASE WHEN refund_id IS NULL THEN 'open' ELSE 'refunded' END, -1
          FROM old_rows) y
      GROUP BY name HAVING sum(d) <> 0) x;
  ELSE
    SELECT jsonb_object_agg(name, n) INTO deltas FROM (
      SELECT name, sum(d) AS n FROM (
        SELECT 'revenue_cents' AS name,
               CASE WHEN status = 'succeeded' THEN collected_amount_cents - coalesce(refund_amount_cents, 0) ELSE 0 END AS d
          FROM new_rows
        UNION ALL
        SELECT 'revenue_cents',
               CASE WHEN status = 'succeeded' THEN -(collected_amount_cents - coalesce(refund_amount_cents, 0)) ELSE 0 END
          FROM old_rows
        UNION ALL
        SELECT 'transactions:' || status || ':' || CASE WHEN refund_id IS NULL THEN 'open' ELSE 'refunded' END, 1
          FROM new_rows
        UNION ALL
        SELECT 'transactions:' || status || ':' || CASE WHEN refund_id IS NULL THEN 'open' ELSE 'refunded' END, -1
          FROM old_rows) y
      GROUP BY name HAVING sum(d) <> 0) x;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM stat_counters_add(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stat_truncate_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN DELETE FROM stat_counters WHERE name LIKE 'users:%';
  ELSIF TG_TABLE_NAME = 'appointments' THEN
    DELETE FROM stat_counters WHERE name = 'appointments' OR name LIKE 'appointments:%';
  ELSIF TG_TABLE_NAME = 'transactions' THEN
    DELETE FROM stat_counters WHERE name = 'revenue_cents' OR name LIKE 'transactions:%';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Start from what is there already.
DELETE FROM stat_counters WHERE name LIKE 'appointments:%' OR name LIKE 'transactions:%';
--> statement-breakpoint
INSERT INTO stat_counters (name, value)
  SELECT 'appointments:' || status, count(*) FROM appointments GROUP BY status
  UNION ALL
  SELECT 'transactions:' || status || ':' || CASE WHEN refund_id IS NULL THEN 'open' ELSE 'refunded' END, count(*)
    FROM transactions GROUP BY 1;
--> statement-breakpoint
DROP INDEX IF EXISTS "users_role_created_idx";
--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role_id", "created_at", "id");
--> statement-breakpoint
-- The Refunded payments list: few rows, walked newest first.
DROP INDEX IF EXISTS "transactions_refunded_created_idx";
--> statement-breakpoint
CREATE INDEX "transactions_refunded_created_idx" ON "transactions" USING btree ("appointment_created_at", "id")
  WHERE "refund_id" IS NOT NULL;
--> statement-breakpoint
-- A patient search finds its users through user_search_tokens, then looks each one up by id: this
-- index answers the list's filter (role, status) and order (created_at) without reading the rows.
CREATE INDEX "users_id_listing_idx" ON "users" USING btree ("id") INCLUDE ("role_id", "status", "created_at");
