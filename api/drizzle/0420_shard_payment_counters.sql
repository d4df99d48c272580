-- Refunds in a burst queued on the payment counter rows (revenue_cents, transactions:<status>:<open|refunded>):
-- every refund updates the same three rows, so each waited for the one before it to commit, its WAL
-- flush included (bench, 10 concurrent refunds: most of a refund's time was Lock:transactionid
-- behind IO:WALSync). The transactions trigger now adds its deltas to a shard of each counter,
-- "<name>#<n>", n from the server process (one per pooled connection), so simultaneous refunds
-- update different rows and their commits flush together. A counter's value is its unsharded row
-- (the starting count) plus its shards; readers sum name = X or name like 'X#%'.
CREATE OR REPLACE FUNCTION stat_transactions_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
  shard text := '#' || (pg_backend_pid() % 16);
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(name || shard, n) INTO deltas FROM (
      SELECT name, sum(d) AS n FROM (
        SELECT 'revenue_cents' AS name,
               CASE WHEN status = 'succeeded' THEN collected_amount_cents - coalesce(refund_amount_cents, 0) ELSE 0 END AS d
          FROM new_rows
        UNION ALL
        SELECT 'transactions:' || status || ':' || CASE WHEN refund_id IS NULL THEN 'open' ELSE 'refunded' END, 1
          FROM new_rows) y
      GROUP BY name HAVING sum(d) <> 0) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(name || shard, n) INTO deltas FROM (
      SELECT name, sum(d) AS n FROM (
        SELECT 'revenue_cents' AS name,
               CASE WHEN status = 'succeeded' THEN -(collected_amount_cents - coalesce(refund_amount_cents, 0)) ELSE 0 END AS d
          FROM old_rows
        UNION ALL
        SELECT 'transactions:' || status || ':' || CASE WHEN refund_id IS NULL THEN 'open' ELSE 'refunded' END, -1
          FROM old_rows) y
      GROUP BY name HAVING sum(d) <> 0) x;
  ELSE
    SELECT jsonb_object_agg(name || shard, n) INTO deltas FROM (
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
    DELETE FROM stat_counters WHERE name = 'revenue_cents' OR name LIKE 'revenue\_cents#%' OR name LIKE 'transactions:%';
  END IF;
  RETURN NULL;
END $$;
