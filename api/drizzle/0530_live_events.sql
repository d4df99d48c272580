-- Live updates (server-sent events to the admin screens): a change to what the screens show is
-- announced on the channel `admin_events` with the name of the screen's topic only (never a row's
-- data), whoever made it: this API, another API process or the marketplace's own apps writing to the
-- same database.
-- Row-level, so a statement that changes nothing announces nothing (reading the notification feed
-- marks it seen with an UPDATE that is usually empty: a statement trigger would announce on every
-- read, and every listening feed would read again). NOTIFY folds identical payloads of one
-- transaction into one, so a bulk write is still one announcement; the scale load sets the triggers
-- aside. The API relays the topics to the signed-in admins over server-sent events.
CREATE OR REPLACE FUNCTION announce_admin_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admin_events', TG_ARGV[0]);
  RETURN NULL; -- an AFTER trigger: the row is already written
END;
$$;

CREATE TRIGGER enquiries_announce AFTER INSERT OR UPDATE OR DELETE ON enquiries
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('enquiries');
CREATE TRIGGER notification_feed_announce AFTER INSERT OR UPDATE OR DELETE ON notification_feed
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('notifications');
CREATE TRIGGER specialities_announce AFTER INSERT OR UPDATE OR DELETE ON specialities
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('specialties');
CREATE TRIGGER suggested_specialities_announce AFTER INSERT OR UPDATE OR DELETE ON suggested_specialities
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('specialties');
CREATE TRIGGER services_announce AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('services');
CREATE TRIGGER suggested_services_announce AFTER INSERT OR UPDATE OR DELETE ON suggested_services
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('services');
CREATE TRIGGER board_certifications_announce AFTER INSERT OR UPDATE OR DELETE ON board_certifications
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('board-certifications');
CREATE TRIGGER appointments_announce AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('appointments');
CREATE TRIGGER transactions_announce AFTER INSERT OR UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('payments');
CREATE TRIGGER users_announce AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_admin_change('people');
