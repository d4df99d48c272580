-- Patient search at scale (100,000 patients). A common name prefix matches thousands of them; the
-- search counted and sorted them by visiting each one's users row. Each blind-index token now
-- carries its patient's created_at and whether the patient is live (not deleted), in the primary
-- key's leaf entries, so a search counts and pages its matches from the token index alone.
ALTER TABLE "user_search_tokens" ADD COLUMN "created_at" timestamptz;
ALTER TABLE "user_search_tokens" ADD COLUMN "live" boolean;
UPDATE "user_search_tokens" t SET "created_at" = u."created_at", "live" = u."status" <> 'deleted'
  FROM "users" u WHERE u."id" = t."user_id";
ALTER TABLE "user_search_tokens" ALTER COLUMN "created_at" SET NOT NULL, ALTER COLUMN "live" SET NOT NULL;
ALTER TABLE "user_search_tokens" DROP CONSTRAINT "user_search_tokens_kind_token_hash_user_id_pk";
ALTER TABLE "user_search_tokens" ADD CONSTRAINT "user_search_tokens_kind_token_hash_user_id_pk"
  PRIMARY KEY ("kind", "token_hash", "user_id") INCLUDE ("created_at", "live");

-- A token written without them (the demo seed writes user_id, kind and hash) takes them from its patient.
CREATE FUNCTION user_search_tokens_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.created_at, u.status <> 'deleted' INTO NEW.created_at, NEW.live FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;
CREATE TRIGGER user_search_tokens_fill BEFORE INSERT ON "user_search_tokens" FOR EACH ROW
  WHEN (NEW.created_at IS NULL OR NEW.live IS NULL) EXECUTE FUNCTION user_search_tokens_fill();

-- Kept in step when a patient is deleted (or their status otherwise changes).
CREATE FUNCTION user_search_tokens_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_search_tokens SET live = NEW.status <> 'deleted'
   WHERE user_id = NEW.id AND live IS DISTINCT FROM (NEW.status <> 'deleted');
  RETURN NULL;
END $$;
CREATE TRIGGER users_search_tokens_follow_status AFTER UPDATE OF "status" ON "users" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION user_search_tokens_follow_status();
