-- The dashboard (polled by every signed-in screen) counts the doctors with an expired licence. At
-- 10k doctors that meant gathering ~1,500 expired licences, leaving out deleted doctors and
-- counting distinct doctors on every poll (1.6 ms of the dashboard's 2 ms in PostgreSQL). Each
-- doctor's row now keeps its earliest licence expiry, kept up to date by statement triggers on
-- doctor_licenses, and a partial index over live doctors answers the count index-only.
ALTER TABLE "users" ADD COLUMN "license_expires_on" date;
--> statement-breakpoint
UPDATE "users" u SET "license_expires_on" = l.earliest
  FROM (SELECT user_id, min(expiry_date) AS earliest FROM doctor_licenses GROUP BY user_id) l
 WHERE u.id = l.user_id;
--> statement-breakpoint
CREATE FUNCTION users_license_expiry_refresh(doctor_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  -- Each doctor given its earliest licence expiry again (null when none is left).
  UPDATE users u SET license_expires_on = e.earliest
    FROM (SELECT d.id, (SELECT min(l.expiry_date) FROM doctor_licenses l WHERE l.user_id = d.id) AS earliest
            FROM unnest(doctor_ids) AS d(id)) e
   WHERE u.id = e.id AND u.license_expires_on IS DISTINCT FROM e.earliest;
$$;
--> statement-breakpoint
CREATE FUNCTION users_license_expiry_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE doctor_ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO doctor_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO doctor_ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO doctor_ids
      FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) x;
  END IF;
  IF doctor_ids IS NOT NULL THEN PERFORM users_license_expiry_refresh(doctor_ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_license_expiry_insert AFTER INSERT ON doctor_licenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_license_expiry_trigger();
--> statement-breakpoint
CREATE TRIGGER users_license_expiry_update AFTER UPDATE ON doctor_licenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_license_expiry_trigger();
--> statement-breakpoint
CREATE TRIGGER users_license_expiry_delete AFTER DELETE ON doctor_licenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_license_expiry_trigger();
--> statement-breakpoint
CREATE INDEX "users_license_expiry_idx" ON "users" ("license_expires_on")
  WHERE "role_id" = 3 AND "status" <> 'deleted';
