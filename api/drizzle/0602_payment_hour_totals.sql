-- A range of payments' totals (collected, refunded, count) is read from these hourly sums
-- instead of the payments themselves: a month is ~720 hours to add up instead of ~80,000 payments at
-- marketplace scale. One row per status, refunded or not, UTC hour and shard; statement triggers on
-- transactions keep them (as stat_counters are kept, migrations 0200 and 0420), each process adding
-- to its own shard so simultaneous refunds of payments of one hour do not queue on one row. Payments
-- in a range's partial first and last hours (a zone whose offset is not whole hours) are read from
-- transactions itself. Readers: modules/payments/totals.ts.
CREATE TABLE "payment_hour_totals" (
	"status" text NOT NULL,
	"refunded" boolean NOT NULL,
	"hour" timestamp NOT NULL,
	"shard" smallint NOT NULL,
	"payments" bigint DEFAULT 0 NOT NULL,
	"collected_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_hour_totals_pk" PRIMARY KEY ("status", "refunded", "hour", "shard")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_hour_totals_insert_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
BEGIN
  INSERT INTO payment_hour_totals AS p (status, refunded, hour, shard, payments, collected_cents, refunded_cents)
  SELECT status, refund_id IS NOT NULL, date_trunc('hour', created_at AT TIME ZONE 'UTC'), this_shard,
         count(*), sum(collected_amount_cents), coalesce(sum(refund_amount_cents), 0)
    FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT (status, refunded, hour, shard) DO UPDATE
    SET payments = p.payments + excluded.payments,
        collected_cents = p.collected_cents + excluded.collected_cents,
        refunded_cents = p.refunded_cents + excluded.refunded_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_hour_totals_delete_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
BEGIN
  INSERT INTO payment_hour_totals AS p (status, refunded, hour, shard, payments, collected_cents, refunded_cents)
  SELECT status, refund_id IS NOT NULL, date_trunc('hour', created_at AT TIME ZONE 'UTC'), this_shard,
         -count(*), -sum(collected_amount_cents), -coalesce(sum(refund_amount_cents), 0)
    FROM old_rows GROUP BY 1, 2, 3
  ON CONFLICT (status, refunded, hour, shard) DO UPDATE
    SET payments = p.payments + excluded.payments,
        collected_cents = p.collected_cents + excluded.collected_cents,
        refunded_cents = p.refunded_cents + excluded.refunded_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_hour_totals_update_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := pg_backend_pid() % 16;
BEGIN
  -- Only what changed: a refund moves a payment from open to refunded; a claim changes nothing here.
  INSERT INTO payment_hour_totals AS p (status, refunded, hour, shard, payments, collected_cents, refunded_cents)
  SELECT status, refunded, hour, this_shard, sum(n), sum(c), sum(r) FROM (
    SELECT status, refund_id IS NOT NULL AS refunded, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour,
           1 AS n, collected_amount_cents::bigint AS c, coalesce(refund_amount_cents, 0)::bigint AS r
      FROM new_rows
    UNION ALL
    SELECT status, refund_id IS NOT NULL, date_trunc('hour', created_at AT TIME ZONE 'UTC'),
           -1, -collected_amount_cents::bigint, -coalesce(refund_amount_cents, 0)::bigint
      FROM old_rows) d
  GROUP BY status, refunded, hour
  HAVING sum(n) <> 0 OR sum(c) <> 0 OR sum(r) <> 0
  ON CONFLICT (status, refunded, hour, shard) DO UPDATE
    SET payments = p.payments + excluded.payments,
        collected_cents = p.collected_cents + excluded.collected_cents,
        refunded_cents = p.refunded_cents + excluded.refunded_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_hour_totals_truncate_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payment_hour_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_hour_totals_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_hour_totals_insert_trigger();
--> statement-breakpoint
CREATE TRIGGER payment_hour_totals_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_hour_totals_update_trigger();
--> statement-breakpoint
CREATE TRIGGER payment_hour_totals_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_hour_totals_delete_trigger();
--> statement-breakpoint
CREATE TRIGGER payment_hour_totals_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION payment_hour_totals_truncate_trigger();
--> statement-breakpoint
INSERT INTO payment_hour_totals (status, refunded, hour, shard, payments, collected_cents, refunded_cents)
SELECT status, refund_id IS NOT NULL, date_trunc('hour', created_at AT TIME ZONE 'UTC'), 0,
       count(*), sum(collected_amount_cents), coalesce(sum(refund_amount_cents), 0)
  FROM transactions GROUP BY 1, 2, 3;
