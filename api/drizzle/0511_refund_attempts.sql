-- A refund's intent, written before the payment gateway is called, in the statement that claims
-- the payment (transactions.refund_type set while refund_id is null). Its idempotency key derives
-- from the payment and the attempt number, so a retry or the recovery pass asks the gateway about
-- the very refund the crashed request may have made. 'pending' until recorded (succeeded) or, when
-- the gateway made no refund, released.
CREATE TABLE "refund_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refund_type" text NOT NULL,
	"admin_id" bigint,
	"request_id" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "refund_attempts_state_check" CHECK ("refund_attempts"."state" in ('pending', 'succeeded', 'released'))
);
--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD CONSTRAINT "refund_attempts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD CONSTRAINT "refund_attempts_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_attempts_key_uq" ON "refund_attempts" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_attempts_transaction_attempt_uq" ON "refund_attempts" USING btree ("transaction_id", "attempt");
--> statement-breakpoint
CREATE INDEX "refund_attempts_pending_idx" ON "refund_attempts" USING btree ("created_at") WHERE "refund_attempts"."state" = 'pending';
--> statement-breakpoint
-- Claims left by a crash before this migration have no intent row: one is made for each, under a
-- key no gateway has seen, so the recovery pass looks them up by the payment (Stripe: metadata).
INSERT INTO "refund_attempts" ("transaction_id", "attempt", "idempotency_key", "gateway", "amount_cents", "refund_type", "admin_id")
SELECT "id", 1, 'refund:' || "uid" || ':legacy', 'unknown', "collected_amount_cents", "refund_type", "refunded_by"
  FROM "transactions" WHERE "refund_type" IS NOT NULL AND "refund_id" IS NULL;
--> statement-breakpoint
-- The local ledger gateway's own record of the refunds it made (what a card processor would keep):
-- one per idempotency key, which is how a retried or recovered refund finds the one already made.
CREATE TABLE "ledger_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_refunds_transaction_idx" ON "ledger_refunds" USING btree ("transaction_id");
