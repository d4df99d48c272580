-- Throttles for sign-in, the password reset and re-entered passwords, counted in the database so
-- that every server process and replica shares one count (replaces login_failures).
CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "auth_throttles_last_hit_idx" ON "auth_throttles" USING btree ("last_hit_at");
--> statement-breakpoint
-- One attempt against a throttle, checked and counted in one locked step, so simultaneous
-- attempts each see the count of the ones before them. `free` hits pass at once; from the
-- `free`-th on, each hit makes the next one wait base * 2^(n - free) seconds (at most `cap`); a hit
-- while waiting is refused and not counted. A throttle
-- left alone for `idle` seconds starts again from zero. Answers whether this attempt may go on
-- and, when not, how many seconds to wait.
CREATE FUNCTION auth_throttle_hit(p_key text, p_free integer, p_base integer, p_cap integer, p_idle integer)
RETURNS TABLE (allowed boolean, retry_after integer)
LANGUAGE plpgsql AS $$
DECLARE
  t auth_throttles%ROWTYPE;
BEGIN
  INSERT INTO auth_throttles (key, hits, last_hit_at) VALUES (p_key, 0, now()) ON CONFLICT (key) DO NOTHING;
  SELECT * INTO t FROM auth_throttles WHERE key = p_key FOR UPDATE;
  IF t.blocked_until IS NOT NULL AND t.blocked_until > now() THEN
    RETURN QUERY SELECT false, greatest(1, ceil(extract(epoch FROM t.blocked_until - now()))::integer);
    RETURN;
  END IF;
  IF t.last_hit_at < now() - make_interval(secs => p_idle) THEN
    t.hits := 0;
  END IF;
  t.hits := t.hits + 1;
  UPDATE auth_throttles
     SET hits = t.hits,
         last_hit_at = now(),
         blocked_until = CASE WHEN t.hits >= p_free
           THEN now() + make_interval(secs => least(p_cap::double precision, p_base * power(2, t.hits - p_free)))
           ELSE NULL END
   WHERE key = p_key;
  RETURN QUERY SELECT true, 0;
END;
$$;
--> statement-breakpoint
DROP TABLE "login_failures";
--> statement-breakpoint
-- Sessions: an idle timeout needs the time of the last request (last_used_at, kept), and a refresh
-- racing another tab's may present the token just rotated away: kept for a few seconds.
ALTER TABLE "admin_sessions" ADD COLUMN "previous_refresh_token_hash" text;
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "rotated_at" timestamp with time zone;
--> statement-breakpoint
-- A reset code is valid only once its mail is in the outbox.
ALTER TABLE "password_resets" ADD COLUMN "sent_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "password_resets_admin_live_idx" ON "password_resets" USING btree ("admin_id") WHERE "used_at" IS NULL AND "verified_at" IS NULL;
