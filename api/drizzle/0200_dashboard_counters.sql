CREATE TABLE "stat_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "doctor_licenses_expiry_user_idx" ON "doctor_licenses" USING btree ("expiry_date","user_id");--> statement-breakpoint
-- Statement-level triggers keep stat_counters in step with users, appointments and transactions
-- (one upsert per statement and counter, whatever the number of rows), so the dashboard and the
-- lifetime revenue read a few rows instead of counting 1M appointments. Not in the drizzle schema.
CREATE FUNCTION stat_counters_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stat_counters (name, value)
  SELECT key, value::bigint FROM jsonb_each_text(deltas) WHERE value::bigint <> 0
  ON CONFLICT (name) DO UPDATE SET value = stat_counters.value + excluded.value;
$$;
--> statement-breakpoint
CREATE FUNCTION stat_users_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(name, n) INTO deltas FROM (
      SELECT 'users:' || role_id || ':' || status AS name, count(*) AS n FROM new_rows GROUP BY 1) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(name, n) INTO deltas FROM (
      SELECT 'users:' || role_id || ':' || status AS name, -count(*) AS n FROM old_rows GROUP BY 1) x;
  ELSE
    SELECT jsonb_object_agg(name, n) INTO deltas FROM (
      SELECT name, sum(d) AS n FROM (
        SELECT 'users:' || role_id || ':' || status AS name, 1 AS d FROM new_rows
        UNION ALL
        SELECT 'users:' || role_id || ':' || status, -1 FROM old_rows) y
      GROUP BY name HAVING sum(d) <> 0) x;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM stat_counters_add(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_appointments_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN SELECT count(*) INTO n FROM new_rows;
  ELSE SELECT -count(*) INTO n FROM old_rows;
  END IF;
  PERFORM stat_counters_add(jsonb_build_object('appointments', n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_transactions_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT n + coalesce(sum(collected_amount_cents - coalesce(refund_amount_cents, 0)), 0) INTO n
      FROM new_rows WHERE status = 'succeeded';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT n - coalesce(sum(collected_amount_cents - coalesce(refund_amount_cents, 0)), 0) INTO n
      FROM old_rows WHERE status = 'succeeded';
  END IF;
  PERFORM stat_counters_add(jsonb_build_object('revenue_cents', n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_truncate_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN DELETE FROM stat_counters WHERE name LIKE 'users:%';
  ELSIF TG_TABLE_NAME = 'appointments' THEN DELETE FROM stat_counters WHERE name = 'appointments';
  ELSIF TG_TABLE_NAME = 'transactions' THEN DELETE FROM stat_counters WHERE name = 'revenue_cents';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stat_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_users_trigger();
CREATE TRIGGER stat_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_users_trigger();
CREATE TRIGGER stat_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_users_trigger();
CREATE TRIGGER stat_users_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION stat_truncate_trigger();
CREATE TRIGGER stat_appointments_insert AFTER INSERT ON appointments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_appointments_trigger();
CREATE TRIGGER stat_appointments_delete AFTER DELETE ON appointments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_appointments_trigger();
CREATE TRIGGER stat_appointments_truncate AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION stat_truncate_trigger();
CREATE TRIGGER stat_transactions_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_transactions_trigger();
CREATE TRIGGER stat_transactions_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_transactions_trigger();
CREATE TRIGGER stat_transactions_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_transactions_trigger();
CREATE TRIGGER stat_transactions_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION stat_truncate_trigger();
--> statement-breakpoint
-- Start from what is there already.
INSERT INTO stat_counters (name, value)
  SELECT 'users:' || role_id || ':' || status, count(*) FROM users GROUP BY 1
  UNION ALL SELECT 'appointments', count(*) FROM appointments
  UNION ALL SELECT 'revenue_cents', coalesce(sum(collected_amount_cents - coalesce(refund_amount_cents, 0)), 0)
    FROM transactions WHERE status = 'succeeded';
