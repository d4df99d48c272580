-- Daily rollups for the Trends screen, so a year by day reads ~730 rows a series instead of the
-- ~17,500 hours (times statuses and shards) of migration 1300's tables. A row is one UTC day of one
-- writing shard; each figure is an array of 24 running totals through that day: element g (1-based)
-- is the sum of the day's hours 0 .. g-1, so element 24 is the whole day and element h is what came
-- before hh:00 UTC. A local day in any zone whose days start on a whole UTC hour is then whole days
-- plus one element at each end; a zone whose days start mid-hour adds the sub-hour part from the
-- records. Kept by statement triggers in the writes' transaction, like the hourly tables (which stay
-- written for the previous release's readers until a later migration drops them). Readers:
-- modules/trends.

-- The 24 running totals of a day from its hours' amounts (hours 0-23, any order, repeats added).
CREATE OR REPLACE FUNCTION trend_running_by_hour(hours int[], amounts bigint[]) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg((SELECT coalesce(sum(a), 0) FROM unnest(hours, amounts) AS u(h, a) WHERE h < g) ORDER BY g)::bigint[]
    FROM generate_series(1, 24) AS g
$$;
--> statement-breakpoint
-- Element-wise sum of two days' running totals.
CREATE OR REPLACE FUNCTION trend_add_by_hour(a bigint[], b bigint[]) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(x + y ORDER BY i)::bigint[] FROM unnest(a, b) WITH ORDINALITY AS u(x, y, i)
$$;
--> statement-breakpoint
-- Appointments by booking day (created_at): all of them, and those now completed or cancelled.
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
CREATE OR REPLACE FUNCTION trend_appointment_days_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
  hours timestamp[];
  booked bigint[];
  completed bigint[];
  cancelled bigint[];
BEGIN
  -- Each branch names only the transition tables its operation has; all make the hours' changes.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(hour), array_agg(b), array_agg(c), array_agg(x) INTO hours, booked, completed, cancelled
      FROM (SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, count(*) AS b,
                   count(*) FILTER (WHERE status = 'completed') AS c, count(*) FILTER (WHERE status = 'cancelled') AS x
              FROM new_rows GROUP BY 1) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(hour), array_agg(-b), array_agg(-c), array_agg(-x) INTO hours, booked, completed, cancelled
      FROM (SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, count(*) AS b,
                   count(*) FILTER (WHERE status = 'completed') AS c, count(*) FILTER (WHERE status = 'cancelled') AS x
              FROM old_rows GROUP BY 1) d;
  ELSE
    SELECT array_agg(hour), array_agg(b), array_agg(c), array_agg(x) INTO hours, booked, completed, cancelled
      FROM (SELECT hour, sum(n) AS b, sum(n) FILTER (WHERE status = 'completed') AS c,
                   sum(n) FILTER (WHERE status = 'cancelled') AS x
              FROM (SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, status, 1 AS n FROM new_rows
                    UNION ALL
                    SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC'), status, -1 FROM old_rows) c
             GROUP BY hour) d
     WHERE b <> 0 OR coalesce(c, 0) <> 0 OR coalesce(x, 0) <> 0;
  END IF;
  IF hours IS NULL THEN RETURN NULL; END IF;
  INSERT INTO trend_appointment_days AS d (day, shard, booked, completed, cancelled)
  SELECT hour::date, this_shard,
         trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(b)),
         trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(coalesce(c, 0))),
         trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(coalesce(x, 0)))
    FROM unnest(hours, booked, completed, cancelled) AS u(hour, b, c, x)
   GROUP BY hour::date
  ON CONFLICT (day, shard) DO UPDATE
    SET booked = trend_add_by_hour(d.booked, excluded.booked),
        completed = trend_add_by_hour(d.completed, excluded.completed),
        cancelled = trend_add_by_hour(d.cancelled, excluded.cancelled);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trend_payment_days_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
  hours timestamp[];
  collected bigint[];
  refunded bigint[];
  platform bigint[];
  doctors bigint[];
BEGIN
  -- Each branch names only the transition tables its operation has; all make the hours' changes.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(hour), array_agg(c), array_agg(r), array_agg(p), array_agg(dc)
      INTO hours, collected, refunded, platform, doctors
      FROM (SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, sum(collected_amount_cents) AS c,
                   coalesce(sum(refund_amount_cents), 0) AS r, sum(application_amount_cents) AS p,
                   sum(destination_amount_cents) AS dc
              FROM new_rows WHERE status = 'succeeded' GROUP BY 1) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(hour), array_agg(-c), array_agg(-r), array_agg(-p), array_agg(-dc)
      INTO hours, collected, refunded, platform, doctors
      FROM (SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, sum(collected_amount_cents) AS c,
                   coalesce(sum(refund_amount_cents), 0) AS r, sum(application_amount_cents) AS p,
                   sum(destination_amount_cents) AS dc
              FROM old_rows WHERE status = 'succeeded' GROUP BY 1) d;
  ELSE
    SELECT array_agg(hour), array_agg(c), array_agg(r), array_agg(p), array_agg(dc)
      INTO hours, collected, refunded, platform, doctors
      FROM (SELECT hour, sum(c) AS c, sum(r) AS r, sum(p) AS p, sum(dc) AS dc
              FROM (SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, collected_amount_cents::bigint AS c,
                           coalesce(refund_amount_cents, 0)::bigint AS r, application_amount_cents::bigint AS p,
                           destination_amount_cents::bigint AS dc
                      FROM new_rows WHERE status = 'succeeded'
                    UNION ALL
                    SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC'), -collected_amount_cents::bigint,
                           -coalesce(refund_amount_cents, 0)::bigint, -application_amount_cents::bigint,
                           -destination_amount_cents::bigint
                      FROM old_rows WHERE status = 'succeeded') c
             GROUP BY hour) d
     WHERE c <> 0 OR r <> 0 OR p <> 0 OR dc <> 0;
  END IF;
  IF hours IS NULL THEN RETURN NULL; END IF;
  INSERT INTO trend_payment_days AS d (day, shard, collected_cents, refunded_cents, platform_cents, doctors_cents)
  SELECT hour::date, this_shard,
         trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(c)),
         trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(r)),
         trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(p)),
         trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(dc))
    FROM unnest(hours, collected, refunded, platform, doctors) AS u(hour, c, r, p, dc)
   GROUP BY hour::date
  ON CONFLICT (day, shard) DO UPDATE
    SET collected_cents = trend_add_by_hour(d.collected_cents, excluded.collected_cents),
        refunded_cents = trend_add_by_hour(d.refunded_cents, excluded.refunded_cents),
        platform_cents = trend_add_by_hour(d.platform_cents, excluded.platform_cents),
        doctors_cents = trend_add_by_hour(d.doctors_cents, excluded.doctors_cents);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trend_user_days_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
  kinds text[];
  hours timestamp[];
  users bigint[];
BEGIN
  -- Each branch names only the transition tables its operation has; all make the hours' changes.
  -- A deleted person leaves the lists, so a change to or from 'deleted' counts as leaving or joining.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(kind), array_agg(hour), array_agg(n) INTO kinds, hours, users
      FROM (SELECT kind, hour, count(*) AS n FROM (
              SELECT 'patient_joined' AS kind, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour
                FROM new_rows WHERE role_id = 2 AND status <> 'deleted'
              UNION ALL
              SELECT 'doctor_approved', date_trunc('hour', approved_at AT TIME ZONE 'UTC')
                FROM new_rows WHERE role_id = 3 AND status <> 'deleted' AND approved_at IS NOT NULL) c
             GROUP BY kind, hour) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(kind), array_agg(hour), array_agg(-n) INTO kinds, hours, users
      FROM (SELECT kind, hour, count(*) AS n FROM (
              SELECT 'patient_joined' AS kind, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour
                FROM old_rows WHERE role_id = 2 AND status <> 'deleted'
              UNION ALL
              SELECT 'doctor_approved', date_trunc('hour', approved_at AT TIME ZONE 'UTC')
                FROM old_rows WHERE role_id = 3 AND status <> 'deleted' AND approved_at IS NOT NULL) c
             GROUP BY kind, hour) d;
  ELSE
    SELECT array_agg(kind), array_agg(hour), array_agg(n) INTO kinds, hours, users
      FROM (SELECT kind, hour, sum(n) AS n FROM (
              SELECT 'patient_joined' AS kind, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, 1 AS n
                FROM new_rows WHERE role_id = 2 AND status <> 'deleted'
              UNION ALL
              SELECT 'doctor_approved', date_trunc('hour', approved_at AT TIME ZONE 'UTC'), 1
                FROM new_rows WHERE role_id = 3 AND status <> 'deleted' AND approved_at IS NOT NULL
              UNION ALL
              SELECT 'patient_joined', date_trunc('hour', created_at AT TIME ZONE 'UTC'), -1
                FROM old_rows WHERE role_id = 2 AND status <> 'deleted'
              UNION ALL
              SELECT 'doctor_approved', date_trunc('hour', approved_at AT TIME ZONE 'UTC'), -1
                FROM old_rows WHERE role_id = 3 AND status <> 'deleted' AND approved_at IS NOT NULL) c
             GROUP BY kind, hour) d
     WHERE n <> 0;
  END IF;
  IF hours IS NULL THEN RETURN NULL; END IF;
  INSERT INTO trend_user_days AS d (kind, day, shard, users)
  SELECT kind, hour::date, this_shard, trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(n))
    FROM unnest(kinds, hours, users) AS u(kind, hour, n)
   GROUP BY kind, hour::date
  ON CONFLICT (kind, day, shard) DO UPDATE SET users = trend_add_by_hour(d.users, excluded.users);
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
-- Start from the hourly tables (migration 1300 filled them from the records and its triggers kept
-- them since): tens of thousands of hour rows at a million appointments, not the records.
INSERT INTO trend_appointment_days (day, shard, booked, completed, cancelled)
SELECT hour::date, 0,
       trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(b)),
       trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(c)),
       trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(x))
  FROM (SELECT hour, sum(appointments)::bigint AS b,
               coalesce(sum(appointments) FILTER (WHERE status = 'completed'), 0)::bigint AS c,
               coalesce(sum(appointments) FILTER (WHERE status = 'cancelled'), 0)::bigint AS x
          FROM trend_appointment_hours GROUP BY hour) h
 GROUP BY hour::date;
--> statement-breakpoint
INSERT INTO trend_payment_days (day, shard, collected_cents, refunded_cents, platform_cents, doctors_cents)
SELECT hour::date, 0,
       trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(c)),
       trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(r)),
       trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(p)),
       trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(dc))
  FROM (SELECT hour, sum(collected_cents)::bigint AS c, sum(refunded_cents)::bigint AS r,
               sum(platform_cents)::bigint AS p, sum(doctors_cents)::bigint AS dc
          FROM trend_payment_hours GROUP BY hour) h
 GROUP BY hour::date;
--> statement-breakpoint
INSERT INTO trend_user_days (kind, day, shard, users)
SELECT kind, hour::date, 0, trend_running_by_hour(array_agg(extract(hour FROM hour)::int), array_agg(n))
  FROM (SELECT kind, hour, sum(users)::bigint AS n FROM trend_user_hours WHERE status <> 'deleted' GROUP BY kind, hour) h
 GROUP BY kind, hour::date;
