-- Sort indexes ascending: a btree scanned backwards serves ORDER BY x DESC (NULLS FIRST, the SQL default),
-- which the DESC NULLS LAST indexes drizzle's .desc() made cannot. The created_at ones end in id, the
-- tie-breaker of stable pages.
DROP INDEX "appointments_created_idx";--> statement-breakpoint
DROP INDEX "appointments_status_created_idx";--> statement-breakpoint
DROP INDEX "appointments_doctor_created_idx";--> statement-breakpoint
DROP INDEX "appointments_user_created_idx";--> statement-breakpoint
DROP INDEX "appointments_clinic_created_idx";--> statement-breakpoint
DROP INDEX "reviews_doctor_created_idx";--> statement-breakpoint
DROP INDEX "suggested_services_created_idx";--> statement-breakpoint
DROP INDEX "suggested_services_status_created_idx";--> statement-breakpoint
DROP INDEX "suggested_specialities_created_idx";--> statement-breakpoint
DROP INDEX "suggested_specialities_status_created_idx";--> statement-breakpoint
DROP INDEX "doctor_notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "subscription_records_subscription_idx";--> statement-breakpoint
DROP INDEX "enquiries_created_idx";--> statement-breakpoint
DROP INDEX "notification_feed_created_idx";--> statement-breakpoint
DROP INDEX "transactions_appt_created_idx";--> statement-breakpoint
DROP INDEX "transactions_doctor_created_idx";--> statement-breakpoint
DROP INDEX "transactions_status_created_idx";--> statement-breakpoint
DROP INDEX "transactions_refunded_created_idx";--> statement-breakpoint
DROP INDEX "users_role_created_idx";--> statement-breakpoint
CREATE INDEX "appointments_created_idx" ON "appointments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_status_created_idx" ON "appointments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_doctor_created_idx" ON "appointments" USING btree ("doctor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_user_created_idx" ON "appointments" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_clinic_created_idx" ON "appointments" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_doctor_created_idx" ON "reviews" USING btree ("doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "suggested_services_created_idx" ON "suggested_services" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "suggested_services_status_created_idx" ON "suggested_services" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "suggested_specialities_created_idx" ON "suggested_specialities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "suggested_specialities_status_created_idx" ON "suggested_specialities" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "doctor_notifications_user_created_idx" ON "doctor_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_records_subscription_idx" ON "subscription_records" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_feed_created_idx" ON "notification_feed" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_appt_created_idx" ON "transactions" USING btree ("appointment_created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_doctor_created_idx" ON "transactions" USING btree ("doctor_id","appointment_created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_status_created_idx" ON "transactions" USING btree ("status","appointment_created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_refunded_created_idx" ON "transactions" USING btree (("refund_id" is not null),"appointment_created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role_id","created_at");
