-- A second factor for administrators. The TOTP secret is encrypted with the data key (as patients'
-- fields are); `last_used_step` is the 30-second step of the last code accepted, so a code is used
-- once. Only a confirmed factor counts (confirmed_at): an enrolment started but never confirmed
-- asks nothing at sign-in.
CREATE TABLE "admin_totp" (
  "admin_id" bigint PRIMARY KEY REFERENCES "admins"("id") ON DELETE CASCADE,
  "secret_enc" text NOT NULL,
  "confirmed_at" timestamptz,
  "last_used_step" bigint,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Ten single-use recovery codes per administrator, kept only as HMACs under the lookup key.
CREATE TABLE "admin_recovery_codes" (
  "id" bigserial PRIMARY KEY,
  "admin_id" bigint NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "used_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "admin_recovery_codes_admin_idx" ON "admin_recovery_codes" ("admin_id");
--> statement-breakpoint
-- The password step of an administrator with a second factor: no session, only this challenge
-- (its token kept as SHA-256), used once, for a few minutes.
CREATE TABLE "admin_sign_in_challenges" (
  "id" bigserial PRIMARY KEY,
  "admin_id" bigint NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL UNIQUE,
  "expires_at" timestamptz NOT NULL,
  "used_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- A session opened for an admin who must have a second factor and has none may only enrol one;
-- `second_factor_at` is the time of the session's last second-factor proof (step-up).
ALTER TABLE "admin_sessions" ADD COLUMN "enrol_only" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "second_factor_at" timestamptz;
