-- Daily rollups for the Trends screen, so a year by day reads ~730 rows a series instead of the
-- ~17,500 hours (times statuses and shards) of migration 1300's tables. A row is one UTC day of one
-- writing shard; each figure is an array of 96 running totals through that day by quarter hour:
-- element g (1-based) is the sum of the day's quarter hours 0 .. g-1 (the part before
-- (g-1)*15 minutes past midnight UTC), so element 96 is the whole day. Every zone's offset has been
-- a whole number of quarter hours since before 1990, so a local day is whole UTC days plus one element
-- at each end, in any zone (India's +05:30 and Nepal's +05:45 too). Kept by statement triggers in
-- the writes' transaction, like the hourly tables, which stay written for the previous release's
-- readers until a later migration drops them. The arrays are stored PLAIN (in the row, not
-- compressed): a row is at most ~3.2 kB and is read whole. Readers: modules/trends.

-- A timestamp's quarter hour of its UTC day, 0-95.
CREATE OR REPLACE FUNCTION trend_quarter(at timestamp) RETURNS int
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (extract(hour FROM at)::int * 4 + extract(minute FROM at)::int / 15)
$$;
--> statement-breakpoint
-- The 96 running totals of a day from its quarter hours' amounts (0-95, any order, repeats added).
-- A loop, not a query: it runs in every write's trigger, and one pass is a few microseconds.
CREATE OR REPLACE FUNCTION trend_running_by_quarter(quarters int[], amounts bigint[]) RETURNS bigint[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  running bigint[] := array_fill(0::bigint, ARRAY[96]);
  i int;
BEGIN
  FOR i IN 1 .. coalesce(array_length(quarters, 1), 0) LOOP
    running[quarters[i] + 1] := running[quarters[i] + 1] + coalesce(amounts[i], 0);
  END LOOP;
  FOR i IN 2 .. 96 LOOP
    running[i] := running[i] + running[i - 1];
  END LOOP;
  RETURN running;
END $$;
--> statement-breakpoint
-- Element-wise sum of two days' running totals.
CREATE OR REPLACE FUNCTION trend_add_running(a bigint[], b bigint[]) RETURNS bigint[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  i int;
BEGIN
  FOR i IN 1 .. 96 LOOP
    a[i] := a[i] + b[i];
  END LOOP;
  RETURN a;
END $$;
--> statement-breakpoint
CREATE TABLE "trend_appointment_days" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"booked" bigint[] NOT NULL,
	"completed" bigint[] NOT NULL,
	"cancelled" bigint[] NOT NULL,
	CONSTRAINT "trend_appointment_days_pk" PRIMARY KEY ("day", "shard")
);
--> statement-breakpoint
-- Successful payments by transaction day (created_at), as the payments list totals them.
CREATE TABLE "trend_payment_days" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"collected_cents" bigint[] NOT NULL,
	"refunded_cents" bigint[] NOT NULL,
	"platform_cents" bigint[] NOT NULL,
	"doctors_cents" bigint[] NOT NULL,
	CONSTRAINT "trend_payment_days_pk" PRIMARY KEY ("day", "shard")
);
--> statement-breakpoint
-- Patients by the day they joined, doctors by the day they were approved, not deleted since.
CREATE TABLE "trend_user_days" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"users" bigint[] NOT NULL,
	CONSTRAINT "trend_user_days_pk" PRIMARY KEY ("kind", "day", "shard")
);
--> statement-breakpoint
ALTER TABLE "trend_appointment_days" ALTER COLUMN "booked" SET STORAGE PLAIN,
  ALTER COLUMN "completed" SET STORAGE PLAIN, ALTER COLUMN "cancelled" SET STORAGE PLAIN;
ALTER TABLE "trend_payment_days" ALTER COLUMN "collected_cents" SET STORAGE PLAIN,
  ALTER COLUMN "refunded_cents" SET STORAGE PLAIN, ALTER COLUMN "platform_cents" SET STORAGE PLAIN,
  ALTER COLUMN "doctors_cents" SET STORAGE PLAIN;
ALTER TABLE "trend_user_days" ALTER COLUMN "users" SET STORAGE PLAIN;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trend_appointment_days_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
  quarters timestamp[];
  booked bigint[];
  completed bigint[];
  cancelled bigint[];
BEGIN
  -- Each branch names only the transition tables its operation has; all make the quarter hours' changes.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(quarter), array_agg(b), array_agg(c), array_agg(x) INTO quarters, booked, completed, cancelled
      FROM (SELECT date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter, count(*) AS b,
                   count(*) FILTER (WHERE status = 'completed') AS c, count(*) FILTER (WHERE status = 'cancelled') AS x
              FROM new_rows GROUP BY 1) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(quarter), array_agg(-b), array_agg(-c), array_agg(-x) INTO quarters, booked, completed, cancelled
      FROM (SELECT date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter, count(*) AS b,
                   count(*) FILTER (WHERE status = 'completed') AS c, count(*) FILTER (WHERE status = 'cancelled') AS x
              FROM old_rows GROUP BY 1) d;
  ELSE
    SELECT array_agg(quarter), array_agg(b), array_agg(c), array_agg(x) INTO quarters, booked, completed, cancelled
      FROM (SELECT quarter, sum(n) AS b, sum(n) FILTER (WHERE status = 'completed') AS c,
                   sum(n) FILTER (WHERE status = 'cancelled') AS x
              FROM (SELECT date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter, status, 1 AS n FROM new_rows
                    UNION ALL
                    SELECT date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01'), status, -1 FROM old_rows) c
             GROUP BY quarter) d
     WHERE b <> 0 OR coalesce(c, 0) <> 0 OR coalesce(x, 0) <> 0;
  END IF;
  IF quarters IS NULL THEN RETURN NULL; END IF;
  INSERT INTO trend_appointment_days AS d (day, shard, booked, completed, cancelled)
  SELECT quarter::date, this_shard,
         trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(b)),
         trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(coalesce(c, 0))),
         trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(coalesce(x, 0)))
    FROM unnest(quarters, booked, completed, cancelled) AS u(quarter, b, c, x)
   GROUP BY quarter::date
  ON CONFLICT (day, shard) DO UPDATE
    SET booked = trend_add_running(d.booked, excluded.booked),
        completed = trend_add_running(d.completed, excluded.completed),
        cancelled = trend_add_running(d.cancelled, excluded.cancelled);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trend_payment_days_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
  quarters timestamp[];
  collected bigint[];
  refunded bigint[];
  platform bigint[];
  doctors bigint[];
BEGIN
  -- Each branch names only the transition tables its operation has; all make the quarter hours' changes.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(quarter), array_agg(c), array_agg(r), array_agg(p), array_agg(dc)
      INTO quarters, collected, refunded, platform, doctors
      FROM (SELECT date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter, sum(collected_amount_cents) AS c,
                   coalesce(sum(refund_amount_cents), 0) AS r, sum(application_amount_cents) AS p,
                   sum(destination_amount_cents) AS dc
              FROM new_rows WHERE status = 'succeeded' GROUP BY 1) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(quarter), array_agg(-c), array_agg(-r), array_agg(-p), array_agg(-dc)
      INTO quarters, collected, refunded, platform, doctors
      FROM (SELECT date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter, sum(collected_amount_cents) AS c,
                   coalesce(sum(refund_amount_cents), 0) AS r, sum(application_amount_cents) AS p,
                   sum(destination_amount_cents) AS dc
              FROM old_rows WHERE status = 'succeeded' GROUP BY 1) d;
  ELSE
    SELECT array_agg(quarter), array_agg(c), array_agg(r), array_agg(p), array_agg(dc)
      INTO quarters, collected, refunded, platform, doctors
      FROM (SELECT quarter, sum(c) AS c, sum(r) AS r, sum(p) AS p, sum(dc) AS dc
              FROM (SELECT date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter, collected_amount_cents::bigint AS c,
                           coalesce(refund_amount_cents, 0)::bigint AS r, application_amount_cents::bigint AS p,
                           destination_amount_cents::bigint AS dc
                      FROM new_rows WHERE status = 'succeeded'
                    UNION ALL
                    SELECT date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01'), -collected_amount_cents::bigint,
                           -coalesce(refund_amount_cents, 0)::bigint, -application_amount_cents::bigint,
                           -destination_amount_cents::bigint
                      FROM old_rows WHERE status = 'succeeded') c
             GROUP BY quarter) d
     WHERE c <> 0 OR r <> 0 OR p <> 0 OR dc <> 0;
  END IF;
  IF quarters IS NULL THEN RETURN NULL; END IF;
  INSERT INTO trend_payment_days AS d (day, shard, collected_cents, refunded_cents, platform_cents, doctors_cents)
  SELECT quarter::date, this_shard,
         trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(c)),
         trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(r)),
         trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(p)),
         trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(dc))
    FROM unnest(quarters, collected, refunded, platform, doctors) AS u(quarter, c, r, p, dc)
   GROUP BY quarter::date
  ON CONFLICT (day, shard) DO UPDATE
    SET collected_cents = trend_add_running(d.collected_cents, excluded.collected_cents),
        refunded_cents = trend_add_running(d.refunded_cents, excluded.refunded_cents),
        platform_cents = trend_add_running(d.platform_cents, excluded.platform_cents),
        doctors_cents = trend_add_running(d.doctors_cents, excluded.doctors_cents);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trend_user_days_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
  kinds text[];
  quarters timestamp[];
  people bigint[];
BEGIN
  -- Each branch names only the transition tables its operation has; all make the quarter hours' changes.
  -- A deleted person leaves the lists, so a change to or from 'deleted' counts as leaving or joining.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(kind), array_agg(quarter), array_agg(n) INTO kinds, quarters, people
      FROM (SELECT kind, quarter, count(*) AS n FROM (
              SELECT 'patient_joined' AS kind, date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter
                FROM new_rows WHERE role_id = 2 AND status <> 'deleted'
              UNION ALL
              SELECT 'doctor_approved', date_bin('15 minutes', approved_at AT TIME ZONE 'UTC', timestamp '2000-01-01')
                FROM new_rows WHERE role_id = 3 AND status <> 'deleted' AND approved_at IS NOT NULL) c
             GROUP BY kind, quarter) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(kind), array_agg(quarter), array_agg(-n) INTO kinds, quarters, people
      FROM (SELECT kind, quarter, count(*) AS n FROM (
              SELECT 'patient_joined' AS kind, date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter
                FROM old_rows WHERE role_id = 2 AND status <> 'deleted'
              UNION ALL
              SELECT 'doctor_approved', date_bin('15 minutes', approved_at AT TIME ZONE 'UTC', timestamp '2000-01-01')
                FROM old_rows WHERE role_id = 3 AND status <> 'deleted' AND approved_at IS NOT NULL) c
             GROUP BY kind, quarter) d;
  ELSE
    SELECT array_agg(kind), array_agg(quarter), array_agg(n) INTO kinds, quarters, people
      FROM (SELECT kind, quarter, sum(n) AS n FROM (
              SELECT 'patient_joined' AS kind, date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter, 1 AS n
                FROM new_rows WHERE role_id = 2 AND status <> 'deleted'
              UNION ALL
              SELECT 'doctor_approved', date_bin('15 minutes', approved_at AT TIME ZONE 'UTC', timestamp '2000-01-01'), 1
                FROM new_rows WHERE role_id = 3 AND status <> 'deleted' AND approved_at IS NOT NULL
              UNION ALL
              SELECT 'patient_joined', date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01'), -1
                FROM old_rows WHERE role_id = 2 AND status <> 'deleted'
              UNION ALL
              SELECT 'doctor_approved', date_bin('15 minutes', approved_at AT TIME ZONE 'UTC', timestamp '2000-01-01'), -1
                FROM old_rows WHERE role_id = 3 AND status <> 'deleted' AND approved_at IS NOT NULL) c
             GROUP BY kind, quarter) d
     WHERE n <> 0;
  END IF;
  IF quarters IS NULL THEN RETURN NULL; END IF;
  INSERT INTO trend_user_days AS d (kind, day, shard, users)
  SELECT kind, quarter::date, this_shard, trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(n))
    FROM unnest(kinds, quarters, people) AS u(kind, quarter, n)
   GROUP BY kind, quarter::date
  ON CONFLICT (kind, day, shard) DO UPDATE SET users = trend_add_running(d.users, excluded.users);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trend_day_truncate_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'appointments' THEN DELETE FROM trend_appointment_days;
  ELSIF TG_TABLE_NAME = 'transactions' THEN DELETE FROM trend_payment_days;
  ELSIF TG_TABLE_NAME = 'users' THEN DELETE FROM trend_user_days;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trend_days_appointments_insert AFTER INSERT ON appointments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_appointment_days_trigger();
CREATE TRIGGER trend_days_appointments_update AFTER UPDATE ON appointments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_appointment_days_trigger();
CREATE TRIGGER trend_days_appointments_delete AFTER DELETE ON appointments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_appointment_days_trigger();
CREATE TRIGGER trend_days_appointments_truncate AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION trend_day_truncate_trigger();
CREATE TRIGGER trend_days_transactions_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_payment_days_trigger();
CREATE TRIGGER trend_days_transactions_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_payment_days_trigger();
CREATE TRIGGER trend_days_transactions_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_payment_days_trigger();
CREATE TRIGGER trend_days_transactions_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION trend_day_truncate_trigger();
CREATE TRIGGER trend_days_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_user_days_trigger();
CREATE TRIGGER trend_days_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_user_days_trigger();
CREATE TRIGGER trend_days_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_user_days_trigger();
CREATE TRIGGER trend_days_users_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION trend_day_truncate_trigger();
--> statement-breakpoint
-- Start from the records (the hourly tables have no quarter hours): about a second a million rows,
-- while the triggers above hold writers back, so nothing is counted twice or missed.
INSERT INTO trend_appointment_days (day, shard, booked, completed, cancelled)
SELECT quarter::date, 0,
       trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(b)),
       trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(c)),
       trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(x))
  FROM (SELECT date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter, count(*) AS b,
               count(*) FILTER (WHERE status = 'completed') AS c, count(*) FILTER (WHERE status = 'cancelled') AS x
          FROM appointments GROUP BY 1) q
 GROUP BY quarter::date;
--> statement-breakpoint
INSERT INTO trend_payment_days (day, shard, collected_cents, refunded_cents, platform_cents, doctors_cents)
SELECT quarter::date, 0,
       trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(c)),
       trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(r)),
       trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(p)),
       trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(dc))
  FROM (SELECT date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter,
               sum(collected_amount_cents) AS c, coalesce(sum(refund_amount_cents), 0) AS r,
               sum(application_amount_cents) AS p, sum(destination_amount_cents) AS dc
          FROM transactions WHERE status = 'succeeded' GROUP BY 1) q
 GROUP BY quarter::date;
--> statement-breakpoint
INSERT INTO trend_user_days (kind, day, shard, users)
SELECT kind, quarter::date, 0, trend_running_by_quarter(array_agg(trend_quarter(quarter)), array_agg(n))
  FROM (SELECT 'patient_joined' AS kind,
               date_bin('15 minutes', created_at AT TIME ZONE 'UTC', timestamp '2000-01-01') AS quarter, count(*) AS n
          FROM users WHERE role_id = 2 AND status <> 'deleted' GROUP BY 2
        UNION ALL
        SELECT 'doctor_approved', date_bin('15 minutes', approved_at AT TIME ZONE 'UTC', timestamp '2000-01-01'), count(*)
          FROM users WHERE role_id = 3 AND status <> 'deleted' AND approved_at IS NOT NULL GROUP BY 2) q
 GROUP BY kind, quarter::date;
--> statement-breakpoint
-- Planner statistics now, not at autovacuum's next pass: without them a year's ~730 rows are
-- estimated at thousands and a join picks a scan of the whole table.
ANALYZE trend_appointment_days, trend_payment_days, trend_user_days;
