-- The payments list is ordered by the Transaction Date it shows (transactions.created_at),
-- newest first, instead of the booking time (appointment_created_at); the three indexes that walked
-- the list in booking order for the list's filters walk it in transaction order now. The booking-time
-- index without a filter (transactions_appt_created_idx) stays: the Date filter is on the booking day.
DROP INDEX IF EXISTS "transactions_status_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_doctor_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_refunded_created_idx";
--> statement-breakpoint
-- Every screen's list (status = 'succeeded'), Success among them (few refunded rows are skipped).
CREATE INDEX "transactions_status_paid_idx" ON "transactions" USING btree ("status", "created_at", "id");
--> statement-breakpoint
-- One doctor's payments.
CREATE INDEX "transactions_doctor_paid_idx" ON "transactions" USING btree ("doctor_id", "created_at", "id");
--> statement-breakpoint
-- The Refunded list: few rows, walked newest first.
CREATE INDEX "transactions_refunded_paid_idx" ON "transactions" USING btree ("created_at", "id")
  WHERE "refund_id" IS NOT NULL;
--> statement-breakpoint
-- Sort by booking amount: ~140 distinct amounts over a million appointments, so ordering by the
-- amount alone left groups of thousands of payments to sort by id before the first page (3-5 s at
-- marketplace scale). The list orders by this key instead: the amount, then the appointment, packed
-- in one bigint (ids stay below 2^32). The key is an expression, so the list writes NULLS LAST after
-- either direction: one index per direction, each also walked backwards for a deep page.
CREATE INDEX "appointments_booking_amount_asc_idx" ON "appointments" USING btree
  ((("booking_amount_cents")::bigint * 4294967296 + "id") ASC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "appointments_booking_amount_desc_idx" ON "appointments" USING btree
  ((("booking_amount_cents")::bigint * 4294967296 + "id") DESC NULLS LAST);
--> statement-breakpoint
-- Sort by payment status (Success before Refunded, or after): the same, on the list's status filter.
CREATE INDEX "transactions_payment_status_asc_idx" ON "transactions" USING btree
  ("status", ("refund_id" IS NOT NULL) ASC NULLS LAST, "id");
--> statement-breakpoint
CREATE INDEX "transactions_payment_status_desc_idx" ON "transactions" USING btree
  ("status", ("refund_id" IS NOT NULL) DESC NULLS LAST, "id" DESC);
--> statement-breakpoint
-- Sort by the Total Amount column (collected_amount), on the list's status filter.
CREATE INDEX "transactions_status_collected_idx" ON "transactions" USING btree
  ("status", "collected_amount_cents", "id");
