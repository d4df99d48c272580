-- A team of administrators. Each admin has a role (a named set of permissions, kept in the API's
-- permission matrix), a status (a deactivated admin cannot sign in and has no live session) and the
-- time of their last sign-in. Every admin that existed before roles becomes an Owner: nothing lost.
ALTER TABLE "admins" ADD COLUMN "role" text NOT NULL DEFAULT 'owner';
--> statement-breakpoint
ALTER TABLE "admins" ALTER COLUMN "role" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK ("role" in ('owner', 'operations', 'finance', 'support', 'auditor'));
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "status" text NOT NULL DEFAULT 'active';
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_status_check" CHECK ("status" in ('active', 'deactivated'));
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "last_sign_in_at" timestamptz;
--> statement-breakpoint
-- An invitation to join as an administrator: the link's token is kept only as its SHA-256, is used
-- once (accepted_at), lives 48 hours (expires_at; a resend issues a new token and a new expiry) and
-- can be revoked. One open invitation per e-mail.
CREATE TABLE "admin_invitations" (
  "id" bigserial PRIMARY KEY,
  "uid" uuid NOT NULL DEFAULT gen_random_uuid(),
  "email" text NOT NULL,
  "role" text NOT NULL,
  "token_hash" text NOT NULL,
  "invited_by" bigint REFERENCES "admins"("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "sent_at" timestamptz NOT NULL DEFAULT now(),
  "expires_at" timestamptz NOT NULL,
  "accepted_at" timestamptz,
  "revoked_at" timestamptz,
  "admin_id" bigint REFERENCES "admins"("id") ON DELETE SET NULL,
  CONSTRAINT "admin_invitations_role_check" CHECK ("role" in ('owner', 'operations', 'finance', 'support', 'auditor'))
);
--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_uid_unique" UNIQUE ("uid");
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_invitations_token_hash_uq" ON "admin_invitations" USING btree ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_invitations_open_email_uq" ON "admin_invitations" USING btree (lower("email")) WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;
