-- Every api process also remembers the users it has looked up by id or username (user-directory.ts), so a new
-- username, which edge's provisioning pushes like a new role, is announced too: the process forgets the user under
-- their old name as well as their id.
DROP TRIGGER "user_role_changed" ON "api_keys"."users";
--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER UPDATE OF "role", "username" ON "api_keys"."users"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."username" IS DISTINCT FROM NEW."username")
  EXECUTE FUNCTION "api_keys"."announce_key_owner_change"('id');
