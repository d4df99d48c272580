-- The Trends screen's series are read from these hourly sums instead of the records: a year by day
-- is ~8,760 hours to add up instead of a million appointments. Like payment_hour_totals (migration
-- 0602) they are kept by statement triggers in the same transaction as the write, each backend
-- adding to its own shard so simultaneous writes of one hour do not queue on one row. Hours are UTC
-- wall-clock hours, so any zone's days are sums of whole hours (a zone whose offset is not whole
-- hours reads its days' partial first and last hours from the records). Readers: modules/trends.

-- Appointments by their booking hour (created_at) and current status.
CREATE TABLE "trend_appointment_hours" (
	"hour" timestamp NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"appointments" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "trend_appointment_hours_pk" PRIMARY KEY ("hour", "status", "shard")
);
--> statement-breakpoint
-- Successful payments by their transaction hour (created_at): what the payments list shows.
CREATE TABLE "trend_payment_hours" (
	"hour" timestamp NOT NULL,
	"shard" smallint NOT NULL,
	"payments" bigint DEFAULT 0 NOT NULL,
	"collected_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"platform_cents" bigint DEFAULT 0 NOT NULL,
	"doctors_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "trend_payment_hours_pk" PRIMARY KEY ("hour", "shard")
);
--> statement-breakpoint
-- Patients by the hour they joined, doctors by the hour they were approved, by current status.
CREATE TABLE "trend_user_hours" (
	"kind" text NOT NULL,
	"hour" timestamp NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "trend_user_hours_pk" PRIMARY KEY ("kind", "hour", "status", "shard")
);
--> statement-breakpoint
-- A doctor's approval time is read in ranges (a partial hour of a half-hour zone's day).
CREATE INDEX "users_doctor_approved_idx" ON "users" USING btree ("approved_at") WHERE role_id = 3;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trend_appointment_hours_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
BEGIN
  -- Each branch names only the transition tables its operation has.
  IF TG_OP = 'INSERT' THEN
  INSERT INTO trend_appointment_hours AS h (hour, status, shard, appointments)
  SELECT hour, status, this_shard, sum(n) FROM (
    SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, status, 1 AS n FROM new_rows) d
  GROUP BY hour, status
  HAVING sum(n) <> 0
  ON CONFLICT (hour, status, shard) DO UPDATE SET appointments = h.appointments + excluded.appointments;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO trend_appointment_hours AS h (hour, status, shard, appointments)
  SELECT hour, status, this_shard, sum(n) FROM (
    SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, status, -1 AS n FROM old_rows) d
  GROUP BY hour, status
  HAVING sum(n) <> 0
  ON CONFLICT (hour, status, shard) DO UPDATE SET appointments = h.appointments + excluded.appointments;
  ELSE
  INSERT INTO trend_appointment_hours AS h (hour, status, shard, appointments)
  SELECT hour, status, this_shard, sum(n) FROM (
    SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, status, 1 AS n FROM new_rows
    UNION ALL
    SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, status, -1 AS n FROM old_rows) d
  GROUP BY hour, status
  HAVING sum(n) <> 0
  ON CONFLICT (hour, status, shard) DO UPDATE SET appointments = h.appointments + excluded.appointments;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trend_payment_hours_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
BEGIN
  -- Each branch names only the transition tables its operation has.
  IF TG_OP = 'INSERT' THEN
  INSERT INTO trend_payment_hours AS h (hour, shard, payments, collected_cents, refunded_cents, platform_cents, doctors_cents)
  SELECT hour, this_shard, sum(n), sum(c), sum(r), sum(p), sum(dc) FROM (
    SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, 1 AS n,
           collected_amount_cents::bigint AS c, coalesce(refund_amount_cents, 0)::bigint AS r,
           application_amount_cents::bigint AS p, destination_amount_cents::bigint AS dc
      FROM new_rows WHERE status = 'succeeded') d
  GROUP BY hour
  HAVING sum(n) <> 0 OR sum(c) <> 0 OR sum(r) <> 0 OR sum(p) <> 0 OR sum(dc) <> 0
  ON CONFLICT (hour, shard) DO UPDATE
    SET payments = h.payments + excluded.payments,
        collected_cents = h.collected_cents + excluded.collected_cents,
        refunded_cents = h.refunded_cents + excluded.refunded_cents,
        platform_cents = h.platform_cents + excluded.platform_cents,
        doctors_cents = h.doctors_cents + excluded.doctors_cents;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO trend_payment_hours AS h (hour, shard, payments, collected_cents, refunded_cents, platform_cents, doctors_cents)
  SELECT hour, this_shard, sum(n), sum(c), sum(r), sum(p), sum(dc) FROM (
    SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, -1 AS n,
           -collected_amount_cents::bigint AS c, -coalesce(refund_amount_cents, 0)::bigint AS r,
           -application_amount_cents::bigint AS p, -destination_amount_cents::bigint AS dc
      FROM old_rows WHERE status = 'succeeded') d
  GROUP BY hour
  HAVING sum(n) <> 0 OR sum(c) <> 0 OR sum(r) <> 0 OR sum(p) <> 0 OR sum(dc) <> 0
  ON CONFLICT (hour, shard) DO UPDATE
    SET payments = h.payments + excluded.payments,
        collected_cents = h.collected_cents + excluded.collected_cents,
        refunded_cents = h.refunded_cents + excluded.refunded_cents,
        platform_cents = h.platform_cents + excluded.platform_cents,
        doctors_cents = h.doctors_cents + excluded.doctors_cents;
  ELSE
  INSERT INTO trend_payment_hours AS h (hour, shard, payments, collected_cents, refunded_cents, platform_cents, doctors_cents)
  SELECT hour, this_shard, sum(n), sum(c), sum(r), sum(p), sum(dc) FROM (
    SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, 1 AS n,
           collected_amount_cents::bigint AS c, coalesce(refund_amount_cents, 0)::bigint AS r,
           application_amount_cents::bigint AS p, destination_amount_cents::bigint AS dc
      FROM new_rows WHERE status = 'succeeded'
    UNION ALL
    SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, -1 AS n,
           -collected_amount_cents::bigint AS c, -coalesce(refund_amount_cents, 0)::bigint AS r,
           -application_amount_cents::bigint AS p, -destination_amount_cents::bigint AS dc
      FROM old_rows WHERE status = 'succeeded') d
  GROUP BY hour
  HAVING sum(n) <> 0 OR sum(c) <> 0 OR sum(r) <> 0 OR sum(p) <> 0 OR sum(dc) <> 0
  ON CONFLICT (hour, shard) DO UPDATE
    SET payments = h.payments + excluded.payments,
        collected_cents = h.collected_cents + excluded.collected_cents,
        refunded_cents = h.refunded_cents + excluded.refunded_cents,
        platform_cents = h.platform_cents + excluded.platform_cents,
        doctors_cents = h.doctors_cents + excluded.doctors_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trend_user_hours_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
BEGIN
  -- Each branch names only the transition tables its operation has.
  IF TG_OP = 'INSERT' THEN
  INSERT INTO trend_user_hours AS h (kind, hour, status, shard, users)
  SELECT kind, hour, status, this_shard, sum(n) FROM (
    SELECT 'patient_joined' AS kind, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, status, 1 AS n
      FROM new_rows WHERE role_id = 2
    UNION ALL
    SELECT 'doctor_approved', date_trunc('hour', approved_at AT TIME ZONE 'UTC'), status, 1
      FROM new_rows WHERE role_id = 3 AND approved_at IS NOT NULL) d
  GROUP BY kind, hour, status
  HAVING sum(n) <> 0
  ON CONFLICT (kind, hour, status, shard) DO UPDATE SET users = h.users + excluded.users;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO trend_user_hours AS h (kind, hour, status, shard, users)
  SELECT kind, hour, status, this_shard, sum(n) FROM (
    SELECT 'patient_joined' AS kind, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, status, -1 AS n
      FROM old_rows WHERE role_id = 2
    UNION ALL
    SELECT 'doctor_approved', date_trunc('hour', approved_at AT TIME ZONE 'UTC'), status, -1
      FROM old_rows WHERE role_id = 3 AND approved_at IS NOT NULL) d
  GROUP BY kind, hour, status
  HAVING sum(n) <> 0
  ON CONFLICT (kind, hour, status, shard) DO UPDATE SET users = h.users + excluded.users;
  ELSE
  INSERT INTO trend_user_hours AS h (kind, hour, status, shard, users)
  SELECT kind, hour, status, this_shard, sum(n) FROM (
    SELECT 'patient_joined' AS kind, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, status, 1 AS n
      FROM new_rows WHERE role_id = 2
    UNION ALL
    SELECT 'doctor_approved', date_trunc('hour', approved_at AT TIME ZONE 'UTC'), status, 1
      FROM new_rows WHERE role_id = 3 AND approved_at IS NOT NULL
    UNION ALL
    SELECT 'patient_joined' AS kind, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, status, -1 AS n
      FROM old_rows WHERE role_id = 2
    UNION ALL
    SELECT 'doctor_approved', date_trunc('hour', approved_at AT TIME ZONE 'UTC'), status, -1
      FROM old_rows WHERE role_id = 3 AND approved_at IS NOT NULL) d
  GROUP BY kind, hour, status
  HAVING sum(n) <> 0
  ON CONFLICT (kind, hour, status, shard) DO UPDATE SET users = h.users + excluded.users;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trend_truncate_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'appointments' THEN DELETE FROM trend_appointment_hours;
  ELSIF TG_TABLE_NAME = 'transactions' THEN DELETE FROM trend_payment_hours;
  ELSIF TG_TABLE_NAME = 'users' THEN DELETE FROM trend_user_hours;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trend_appointments_insert AFTER INSERT ON appointments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_appointment_hours_trigger();
CREATE TRIGGER trend_appointments_update AFTER UPDATE ON appointments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_appointment_hours_trigger();
CREATE TRIGGER trend_appointments_delete AFTER DELETE ON appointments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_appointment_hours_trigger();
CREATE TRIGGER trend_appointments_truncate AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION trend_truncate_trigger();
CREATE TRIGGER trend_transactions_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_payment_hours_trigger();
CREATE TRIGGER trend_transactions_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_payment_hours_trigger();
CREATE TRIGGER trend_transactions_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_payment_hours_trigger();
CREATE TRIGGER trend_transactions_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION trend_truncate_trigger();
CREATE TRIGGER trend_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_user_hours_trigger();
CREATE TRIGGER trend_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_user_hours_trigger();
CREATE TRIGGER trend_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_user_hours_trigger();
CREATE TRIGGER trend_users_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION trend_truncate_trigger();
--> statement-breakpoint
-- Start from what is there already.
INSERT INTO trend_appointment_hours (hour, status, shard, appointments)
SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC'), status, 0, count(*) FROM appointments GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO trend_payment_hours (hour, shard, payments, collected_cents, refunded_cents, platform_cents, doctors_cents)
SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC'), 0, count(*), sum(collected_amount_cents),
       coalesce(sum(refund_amount_cents), 0), sum(application_amount_cents), sum(destination_amount_cents)
  FROM transactions WHERE status = 'succeeded' GROUP BY 1;
--> statement-breakpoint
INSERT INTO trend_user_hours (kind, hour, status, shard, users)
SELECT 'patient_joined', date_trunc('hour', created_at AT TIME ZONE 'UTC'), status, 0, count(*)
  FROM users WHERE role_id = 2 GROUP BY 2, 3
UNION ALL
SELECT 'doctor_approved', date_trunc('hour', approved_at AT TIME ZONE 'UTC'), status, 0, count(*)
  FROM users WHERE role_id = 3 AND approved_at IS NOT NULL GROUP BY 2, 3;
