-- The payments list answers the totals of its filtered range (collected, refunded, net,
-- count) with its page. The list's rows are successful payments walked by transaction date on
-- transactions_status_paid_idx; carrying the two amounts in that index lets a month's totals be an
-- index-only scan instead of a heap visit per payment.
DROP INDEX IF EXISTS "transactions_status_paid_idx";
--> statement-breakpoint
CREATE INDEX "transactions_status_paid_idx" ON "transactions" USING btree ("status", "created_at", "id")
  INCLUDE ("collected_amount_cents", "refund_amount_cents");
