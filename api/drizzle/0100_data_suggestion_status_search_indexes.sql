-- Suggestions keep their outcome (pending, accepted, rejected); indexes for the appointment-id prefix
-- search, the booking-amount and payment-status sorts.
ALTER TABLE "suggested_services" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "suggested_specialities" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_appt_id_pattern_idx" ON "appointments" USING btree ("appt_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "appointments_booking_amount_idx" ON "appointments" USING btree ("booking_amount_cents");--> statement-breakpoint
CREATE INDEX "suggested_services_status_created_idx" ON "suggested_services" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggested_specialities_status_created_idx" ON "suggested_specialities" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_status_created_idx" ON "transactions" USING btree ("status","appointment_created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "suggested_services" ADD CONSTRAINT "suggested_services_status_check" CHECK ("suggested_services"."status" in ('pending', 'accepted', 'rejected'));--> statement-breakpoint
ALTER TABLE "suggested_specialities" ADD CONSTRAINT "suggested_specialities_status_check" CHECK ("suggested_specialities"."status" in ('pending', 'accepted', 'rejected'));
--> statement-breakpoint
-- Partial, case-insensitive search (ILIKE '%text%') on doctors, clinics and appointment ids uses trigram
-- indexes where pg_trgm is available (PostgreSQL; PGlite when its client loads the extension). Without
-- it those searches scan, which the demo size tolerates. Not in the drizzle schema: conditional.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: no trigram indexes';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX users_full_name_trgm_idx ON users USING gin (full_name gin_trgm_ops);
    CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
    CREATE INDEX users_npi_trgm_idx ON users USING gin (npi gin_trgm_ops);
    CREATE INDEX users_phone_trgm_idx ON users USING gin (phone gin_trgm_ops);
    CREATE INDEX appointments_appt_id_trgm_idx ON appointments USING gin (appt_id gin_trgm_ops);
  END IF;
END $$;
