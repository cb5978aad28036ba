-- Every api process keeps the owners of the keys it has seen in memory (key-owner-cache.ts) and forgets a user's as
-- soon as anything that decides what their key authenticates commits: a key revoked (rotation) or deleted, a user
-- deleted (their keys go with them) or given another role. The payload is the user id; PostgreSQL folds a
-- transaction's identical notifications into one. A new key needs no announcement: unknown keys are never remembered.
CREATE FUNCTION "api_keys"."announce_key_owner_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('api_key_owners', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "key_owner_changed" AFTER UPDATE OR DELETE ON "api_keys"."api_keys"
  FOR EACH ROW EXECUTE FUNCTION "api_keys"."announce_key_owner_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "user_deleted" AFTER DELETE ON "api_keys"."users"
  FOR EACH ROW EXECUTE FUNCTION "api_keys"."announce_key_owner_change"('id');
--> statement-breakpoint
CREATE TRIGGER "user_role_changed" AFTER UPDATE OF "role" ON "api_keys"."users"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role") EXECUTE FUNCTION "api_keys"."announce_key_owner_change"('id');
