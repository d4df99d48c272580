CREATE TABLE "appointments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"appt_id" text NOT NULL,
	"user_id" bigint,
	"doctor_id" bigint,
	"clinic_id" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"booking_type" text NOT NULL,
	"someone_else" text DEFAULT '0' NOT NULL,
	"someone_else_full_name" text,
	"service_at_date" timestamp with time zone NOT NULL,
	"date_utc" timestamp with time zone NOT NULL,
	"service_address" text,
	"service_duration" integer DEFAULT 30 NOT NULL,
	"total_cost_cents" integer NOT NULL,
	"booking_amount_cents" integer NOT NULL,
	"extended_count" integer DEFAULT 0 NOT NULL,
	"is_review_added" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_uid_unique" UNIQUE("uid"),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending', 'ongoing', 'completed', 'cancelled')),
	CONSTRAINT "appointments_booking_type_check" CHECK ("appointments"."booking_type" in ('video_visit', 'in_clinic')),
	CONSTRAINT "appointments_someone_else_check" CHECK ("appointments"."someone_else" in ('0', '1'))
);
--> statement-breakpoint
CREATE TABLE "booked_services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" bigint NOT NULL,
	"service_id" bigint,
	"name" text NOT NULL,
	"cost_cents" integer NOT NULL,
	"required_time" text NOT NULL,
	CONSTRAINT "booked_services_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" bigint NOT NULL,
	"call_id" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" bigint NOT NULL,
	"doctor_id" bigint,
	"patient_id" bigint,
	"rating" smallint NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_uid_unique" UNIQUE("uid"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "board_certifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cpt" text,
	"cost_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_certifications_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cpt" text,
	"cost_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_uid_unique" UNIQUE("uid"),
	CONSTRAINT "services_cost_check" CHECK ("services"."cost_cents" between 100 and 999900)
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialities_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "suggested_services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_name" text NOT NULL,
	"user_id" bigint,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggested_services_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "suggested_specialities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"speciality_name" text NOT NULL,
	"user_id" bigint,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggested_specialities_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "availability_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"in_clinic" boolean DEFAULT false NOT NULL,
	"video_visit" boolean DEFAULT false NOT NULL,
	"location_id" bigint,
	"no_of_break" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "availability_day_check" CHECK ("availability_sessions"."day" in ('MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN')),
	CONSTRAINT "availability_breaks_check" CHECK ("availability_sessions"."no_of_break" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"last4" text NOT NULL,
	"has_error" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_locations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "clinic_locations_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "doctor_affiliations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_board_certificates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"board_certification_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_education" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_facilities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"service_type" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	CONSTRAINT "doctor_facilities_type_check" CHECK ("doctor_facilities"."service_type" in ('in_clinic', 'video_visit'))
);
--> statement-breakpoint
CREATE TABLE "doctor_languages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_licenses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"state_name" text NOT NULL,
	"license" text NOT NULL,
	"issued_date" date,
	"expiry_date" date NOT NULL,
	CONSTRAINT "doctor_licenses_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "doctor_locations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"address" text NOT NULL,
	"specific_location" text,
	"license" text,
	CONSTRAINT "doctor_locations_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "doctor_memberships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_notifications_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "doctor_services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"service_id" bigint,
	"name" text NOT NULL,
	"service_type" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"required_time" text NOT NULL,
	"cost_cents" integer NOT NULL,
	CONSTRAINT "doctor_services_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "doctor_specialities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"speciality_id" bigint NOT NULL,
	"is_primary" text DEFAULT '0' NOT NULL,
	CONSTRAINT "doctor_specialities_is_primary_check" CHECK ("doctor_specialities"."is_primary" in ('0', '1', '2'))
);
--> statement-breakpoint
CREATE TABLE "stripe_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"stripe_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"transaction_id" text,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"subscription_start_date" timestamp with time zone,
	"is_subscribed" text DEFAULT 'N' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscriptions_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"phone_enc" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "enquiry_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" bigint NOT NULL,
	"reply" text NOT NULL,
	"admin_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_feed" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"doctor_id" bigint,
	"seen_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_feed_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" bigint NOT NULL,
	"doctor_id" bigint,
	"appointment_created_at" timestamp with time zone NOT NULL,
	"transaction_id" text NOT NULL,
	"charge_id" text,
	"last4" text,
	"status" text NOT NULL,
	"type" text DEFAULT 'normal' NOT NULL,
	"collected_amount_cents" integer NOT NULL,
	"destination_amount_cents" integer NOT NULL,
	"application_amount_cents" integer NOT NULL,
	"handling_charge_cents" integer DEFAULT 0 NOT NULL,
	"refund_id" text,
	"refund_amount_cents" integer,
	"refund_type" text,
	"refund_reason" text,
	"refunded_by" bigint,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_uid_unique" UNIQUE("uid"),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('succeeded', 'failed', 'pending')),
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('normal', 'extended')),
	CONSTRAINT "transactions_refund_type_check" CHECK ("transactions"."refund_type" is null or "transactions"."refund_type" in ('full_refund', 'partial_refund'))
);
--> statement-breakpoint
CREATE TABLE "patient_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"full_name_enc" text,
	"email_enc" text,
	"phone_enc" text,
	"dob_enc" text,
	"address_enc" text,
	"city_enc" text,
	"state_enc" text,
	"zip_code_enc" text,
	"occupation_enc" text,
	"gender_enc" text,
	"martial_status_enc" text,
	"no_of_children_enc" text
);
--> statement-breakpoint
CREATE TABLE "user_search_tokens" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	CONSTRAINT "user_search_tokens_kind_token_hash_user_id_pk" PRIMARY KEY("kind","token_hash","user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"role_id" smallint NOT NULL,
	"full_name" text,
	"email" text,
	"phone" text,
	"npi" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"profile_status" text DEFAULT 'incomplete' NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"provider" text DEFAULT 'Local' NOT NULL,
	"password_hash" text,
	"image_url" text,
	"dob" date,
	"gender" text,
	"about_me" text,
	"acronym_name" text,
	"acronym_abbreviation" text,
	"file_url" text,
	"is_sponsored" text DEFAULT '0' NOT NULL,
	"is_availability_added" boolean DEFAULT false NOT NULL,
	"is_bank_added" boolean DEFAULT false NOT NULL,
	"is_service_added" boolean DEFAULT false NOT NULL,
	"clinic_id" bigint,
	"appt_count" integer DEFAULT 0 NOT NULL,
	"doctor_avg_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_uid_unique" UNIQUE("uid"),
	CONSTRAINT "users_role_id_check" CHECK ("users"."role_id" in (2, 3, 4)),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('pending', 'active', 'deactivated', 'blocked', 'rejected', 'deleted')),
	CONSTRAINT "users_profile_status_check" CHECK ("users"."profile_status" in ('complete', 'incomplete')),
	CONSTRAINT "users_provider_check" CHECK ("users"."provider" in ('Local', 'Google', 'Apple', 'Facebook')),
	CONSTRAINT "users_is_sponsored_check" CHECK ("users"."is_sponsored" in ('0', '1'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_id_users_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_services" ADD CONSTRAINT "booked_services_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_services" ADD CONSTRAINT "booked_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggested_services" ADD CONSTRAINT "suggested_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggested_specialities" ADD CONSTRAINT "suggested_specialities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_sessions" ADD CONSTRAINT "availability_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_sessions" ADD CONSTRAINT "availability_sessions_location_id_doctor_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."doctor_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_locations" ADD CONSTRAINT "clinic_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_affiliations" ADD CONSTRAINT "doctor_affiliations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_board_certificates" ADD CONSTRAINT "doctor_board_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_board_certificates" ADD CONSTRAINT "doctor_board_certificates_board_certification_id_board_certifications_id_fk" FOREIGN KEY ("board_certification_id") REFERENCES "public"."board_certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_education" ADD CONSTRAINT "doctor_education_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_facilities" ADD CONSTRAINT "doctor_facilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_languages" ADD CONSTRAINT "doctor_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_licenses" ADD CONSTRAINT "doctor_licenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_locations" ADD CONSTRAINT "doctor_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_memberships" ADD CONSTRAINT "doctor_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_notifications" ADD CONSTRAINT "doctor_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_services" ADD CONSTRAINT "doctor_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_services" ADD CONSTRAINT "doctor_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specialities" ADD CONSTRAINT "doctor_specialities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specialities" ADD CONSTRAINT "doctor_specialities_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_accounts" ADD CONSTRAINT "stripe_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_records" ADD CONSTRAINT "subscription_records_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_feed" ADD CONSTRAINT "notification_feed_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_search_tokens" ADD CONSTRAINT "user_search_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_clinic_id_users_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_appt_id_uq" ON "appointments" USING btree ("appt_id");--> statement-breakpoint
CREATE INDEX "appointments_created_idx" ON "appointments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_status_created_idx" ON "appointments" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_doctor_created_idx" ON "appointments" USING btree ("doctor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_user_created_idx" ON "appointments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_clinic_created_idx" ON "appointments" USING btree ("clinic_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_date_utc_idx" ON "appointments" USING btree ("date_utc");--> statement-breakpoint
CREATE INDEX "appointments_service_at_idx" ON "appointments" USING btree ("service_at_date");--> statement-breakpoint
CREATE INDEX "booked_services_appointment_idx" ON "booked_services" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "calls_appointment_idx" ON "calls" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_uq" ON "reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "reviews_doctor_created_idx" ON "reviews" USING btree ("doctor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "board_certifications_name_lower_uq" ON "board_certifications" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_lower_uq" ON "services" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "services_order_name_idx" ON "services" USING btree ("order","name");--> statement-breakpoint
CREATE UNIQUE INDEX "specialities_name_lower_uq" ON "specialities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "suggested_services_created_idx" ON "suggested_services" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggested_specialities_created_idx" ON "suggested_specialities" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "availability_user_idx" ON "availability_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clinic_locations_user_idx" ON "clinic_locations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctor_affiliations_user_idx" ON "doctor_affiliations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctor_board_certificates_user_idx" ON "doctor_board_certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctor_education_user_idx" ON "doctor_education" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctor_facilities_type_idx" ON "doctor_facilities" USING btree ("service_type","status","user_id");--> statement-breakpoint
CREATE INDEX "doctor_facilities_user_idx" ON "doctor_facilities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctor_languages_user_idx" ON "doctor_languages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctor_licenses_user_expiry_idx" ON "doctor_licenses" USING btree ("user_id","expiry_date");--> statement-breakpoint
CREATE INDEX "doctor_locations_user_idx" ON "doctor_locations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctor_memberships_user_idx" ON "doctor_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctor_notifications_user_created_idx" ON "doctor_notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doctor_services_user_idx" ON "doctor_services" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctor_specialities_user_idx" ON "doctor_specialities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctor_specialities_speciality_idx" ON "doctor_specialities" USING btree ("speciality_id","user_id");--> statement-breakpoint
CREATE INDEX "subscription_records_subscription_idx" ON "subscription_records" USING btree ("subscription_id","period_start" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_uq" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_unread_idx" ON "enquiries" USING btree ("read_at");--> statement-breakpoint
CREATE INDEX "enquiry_replies_enquiry_idx" ON "enquiry_replies" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_feed_created_idx" ON "notification_feed" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_transaction_id_uq" ON "transactions" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_appointment_idx" ON "transactions" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "transactions_appt_created_idx" ON "transactions" USING btree ("appointment_created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_doctor_created_idx" ON "transactions" USING btree ("doctor_id","appointment_created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_refunded_created_idx" ON "transactions" USING btree (("refund_id" is not null),"appointment_created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_search_tokens_user_idx" ON "user_search_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_status_idx" ON "users" USING btree ("role_id","status");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_role_full_name_idx" ON "users" USING btree ("role_id",lower("full_name"));--> statement-breakpoint
CREATE INDEX "users_role_email_idx" ON "users" USING btree ("role_id",lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_npi_idx" ON "users" USING btree ("role_id","npi");--> statement-breakpoint
CREATE INDEX "users_role_phone_idx" ON "users" USING btree ("role_id","phone");--> statement-breakpoint
CREATE INDEX "users_role_sponsored_idx" ON "users" USING btree ("role_id","is_sponsored");--> statement-breakpoint
CREATE INDEX "users_clinic_idx" ON "users" USING btree ("clinic_id");