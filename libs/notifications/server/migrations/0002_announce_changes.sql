-- Every process with open notification streams learns of a user's new notification, or of one read, the moment it
-- commits, instead of each looking at the table every second. The payload says which ('new:' or 'read:') and whose
-- (the user id); a transaction that marks many rows read sends one, since PostgreSQL folds identical notifications.
CREATE FUNCTION "notifications"."announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications_changed', CASE WHEN TG_OP = 'INSERT' THEN 'new:' ELSE 'read:' END || NEW.user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_changed" AFTER INSERT OR UPDATE OF "status" ON "notifications"."notifications"
  FOR EACH ROW EXECUTE FUNCTION "notifications"."announce_change"();
--> statement-breakpoint
-- Other domains' events, announced to every api process's publisher as the ledger's are (wallet's 0004_announce_outbox).
CREATE FUNCTION "notifications"."announce_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_events', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_announced" AFTER INSERT ON "notifications"."events" FOR EACH STATEMENT EXECUTE FUNCTION "notifications"."announce_event"();
