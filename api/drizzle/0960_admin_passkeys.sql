-- Passkeys (WebAuthn credentials) as a second factor beside TOTP. The public key is no secret; the
-- credential id is unique across administrators (one authenticator credential belongs to one
-- admin). `counter` is the authenticator's signature counter of the last accepted assertion: an
-- assertion that does not raise it (a cloned authenticator) is refused. `rp_id` is the relying
-- party the credential was made for; an assertion is checked against it.
CREATE TABLE "admin_passkeys" (
  "id" bigserial PRIMARY KEY,
  "uid" uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  "admin_id" bigint NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "credential_id" text NOT NULL UNIQUE,
  "public_key" bytea NOT NULL,
  "counter" bigint NOT NULL DEFAULT 0,
  "transports" text[] NOT NULL DEFAULT '{}',
  "rp_id" text NOT NULL,
  "backed_up" boolean NOT NULL DEFAULT false,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "last_used_at" timestamptz
);
--> statement-breakpoint
CREATE INDEX "admin_passkeys_admin_idx" ON "admin_passkeys" ("admin_id");
--> statement-breakpoint
-- The challenge of one WebAuthn ceremony (adding a passkey, the sign-in's second step, a step-up),
-- kept as SHA-256, used once, for two minutes. In PostgreSQL, so any replica verifies what another
-- issued. A registration or step-up challenge belongs to the session that asked for it; a sign-in
-- one to the password step's challenge.
CREATE TABLE "admin_webauthn_challenges" (
  "id" bigserial PRIMARY KEY,
  "admin_id" bigint NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
  "purpose" text NOT NULL CHECK ("purpose" IN ('register', 'sign_in', 'step_up')),
  "challenge_hash" text NOT NULL UNIQUE,
  "session_id" bigint REFERENCES "admin_sessions"("id") ON DELETE CASCADE,
  "sign_in_challenge_id" bigint REFERENCES "admin_sign_in_challenges"("id") ON DELETE CASCADE,
  "expires_at" timestamptz NOT NULL,
  "used_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "admin_webauthn_challenges_expires_idx" ON "admin_webauthn_challenges" ("expires_at");
