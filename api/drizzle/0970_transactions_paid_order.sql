-- Every payment in the list's default order (transaction date, newest first) with no status filter:
-- an export of all payments reads it in keyset batches, each of which would otherwise sort the whole
-- table again.
CREATE INDEX IF NOT EXISTS "transactions_paid_idx" ON "transactions" USING btree ("created_at", "id");
