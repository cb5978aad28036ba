-- The notification publisher of every api process hears of new ledger events when their movement commits, instead of
-- each asking the outbox every second. One announcement per statement, without payload: the publisher drains the
-- outbox (FOR UPDATE SKIP LOCKED), whoever wrote what.
CREATE FUNCTION "wallet"."announce_outbox"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ledger_events', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "outbox_announced" AFTER INSERT ON "wallet"."outbox" FOR EACH STATEMENT EXECUTE FUNCTION "wallet"."announce_outbox"();
